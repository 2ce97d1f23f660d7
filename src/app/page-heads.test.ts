import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TITLE, SITE_ROUTES } from '../../domain/site-routes';
import { NOT_FOUND_HEAD, PAGE_HEADS } from './page-heads';

describe('page titles as messages', () => {
  it('name every route, in the same English as the server’s table', () => {
    expect(Object.keys(PAGE_HEADS).sort()).toEqual(SITE_ROUTES.map((route) => route.path).sort());
    for (const route of SITE_ROUTES) {
      expect(PAGE_HEADS[route.path]?.title.message, route.path).toBe(route.title);
      expect(PAGE_HEADS[route.path]?.description.message, route.path).toBe(route.description);
    }
    expect(NOT_FOUND_HEAD.title.message).toBe(NOT_FOUND_TITLE);
  });
});
