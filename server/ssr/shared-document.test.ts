import { describe, expect, it } from 'vitest';
import { weakEtagOf } from './shared-document';

const page = (state: string, text = 'Ten courses, three seatings') =>
  Buffer.from(
    `<!doctype html><main><h1>${text}</h1></main>` +
      `<script type="application/json" id="ssr-state">${state}</script>`,
  );
const state = (at: number) =>
  `{"queries":[{"state":{"data":{"title":"Hero"},"dataUpdatedAt":${at},"errorUpdatedAt":0},` +
  `"queryKey":["/api/content/hero"],"dehydratedAt":${at + 7}}]}`;

describe('the ETag of a rendered page', () => {
  it('when two processes (or two renders) make the same page at different moments, then its tag is the same', () => {
    expect(weakEtagOf(page(state(1795668235417)))).toBe(weakEtagOf(page(state(1795668299999))));
  });

  it('when the page says something else, then its tag changes', () => {
    expect(weakEtagOf(page(state(1), 'Ten courses'))).not.toBe(weakEtagOf(page(state(1))));
    expect(weakEtagOf(page(state(1).replace('Hero', 'Hero!')))).not.toBe(
      weakEtagOf(page(state(1))),
    );
  });

  it('when a guest writes the same words in a text, then they are content, not a moment', () => {
    const text = (at: number) => `\\"dataUpdatedAt\\":${at}`;
    expect(weakEtagOf(page(state(1), text(1)))).not.toBe(weakEtagOf(page(state(1), text(2))));
  });

  it('is weak and short', () => {
    expect(weakEtagOf(page(state(1)))).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
  });
});
