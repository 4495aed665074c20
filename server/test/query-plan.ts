import type pg from 'pg';

// PostgreSQL's own plan of a query, as the relations it reads and how ('Index Scan on
// reservations'): the plan tests check that a list's page is a range of an index, not a scan of
// the whole table.

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

function scansOf(node: PlanNode): string[] {
  const own = node['Relation Name'] ? [`${node['Node Type']} on ${node['Relation Name']}`] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scansOf)];
}

/** Every scan of a table in the query's plan, as 'Node Type on relation'. */
export async function scansOfPlan(
  client: pg.Client,
  query: { toSQL(): { sql: string; params: unknown[] } },
): Promise<string[]> {
  const { sql, params } = query.toSQL();
  const { rows } = await client.query(`explain (format json) ${sql}`, params);
  return scansOf((rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan);
}
