import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { readinessDtoSchema } from '@shared/contracts/health';
import type { Db } from '../../db/connection';
import { healthRoutes } from './health.routes';

describe('healthRoutes', () => {
  it('when the database does not answer, then /readyz says so with 503 and no detail', async () => {
    const down = {
      execute: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')),
    } as unknown as Db;
    const res = await request(express().use(healthRoutes(down))).get('/readyz');
    expect(res.status).toBe(503);
    expect(readinessDtoSchema.strict().parse(res.body)).toEqual({
      status: 'database unavailable',
    });
    expect(res.text).not.toContain('ECONNREFUSED');
  });
});
