import { describe, expect, it } from 'vitest';
import { sqlShape } from './sql-shape';

describe('sqlShape', () => {
  it('takes values, list lengths and row counts out of a statement', () => {
    expect(sqlShape('select * from "reservations" where "id" in ($1, $2, $3)')).toBe(
      sqlShape('select *  from "reservations"\n where "id" in ($7)'),
    );
    expect(sqlShape('insert into "jobs" ("kind", "ref") values ($1, $2), ($3, $4)')).toBe(
      'insert into "jobs" ("kind", "ref") values ($)',
    );
    expect(sqlShape("select 'a''b', 42, 3.5 from x")).toBe('select ? from x');
    expect(sqlShape('create database "tasting_test_0a1b2c" template "tasting_template_ff"')).toBe(
      'create database "tasting_db" template "tasting_db"',
    );
    // A database a test makes for a server of its own is named at random too.
    expect(sqlShape('drop database if exists "tasting_site_c163833d5709" with (force)')).toBe(
      sqlShape('drop database if exists "tasting_site_0be7545963f7" with (force)'),
    );
  });

  it('keeps statements that differ in what they do apart', () => {
    expect(sqlShape('select "a" from "t" where "b" = $1')).not.toBe(
      sqlShape('select "a" from "t" where "c" = $1'),
    );
    expect(sqlShape('insert into "t" ("a", "b") values ($1, default)')).not.toBe(
      sqlShape('insert into "t" ("a", "b") values ($1, $2)'),
    );
    expect(sqlShape('select * from "table_2" limit 1')).toBe('select * from "table_2" limit ?');
    expect(sqlShape('update "t" set "a" = $1 where "t"."id" = $2')).not.toBe(
      sqlShape('update "t" set "a" = $1 where "t"."key" = $2'),
    );
  });

  it("takes an update's column list out: a partial update sets what its input named", () => {
    expect(sqlShape('update "t" set "a" = $1, "b" = $2 where "t"."id" = $3 returning "id"')).toBe(
      sqlShape(
        'update "t" set "c" = now() - interval \'1 day\' where "t"."id" = $1 returning "id"',
      ),
    );
  });

  it('counts no transaction control', () => {
    for (const text of ['BEGIN', 'commit', 'rollback', 'savepoint sp1', 'release savepoint sp1']) {
      expect(sqlShape(text)).toBeUndefined();
    }
  });
});
