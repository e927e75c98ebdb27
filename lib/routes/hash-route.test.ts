import { describe, expect, it } from 'vitest';
import { hashRouteTarget } from './hash-route';
import { ROUTES } from './route-table';

const known = ROUTES.map((route) => route.path);
const inviter = '0xABCdef0123456789abcdef0123456789ABCDEF01';

describe('hashRouteTarget', () => {
  it('maps an old invite link to the register path with its query', () => {
    expect(hashRouteTarget(`#/pages/login/register?c=${inviter}`, known)).toBe(
      `/pages/login/register?c=${inviter}`,
    );
  });
  it('maps known pages', () => {
    expect(hashRouteTarget('#/pages/home/index', known)).toBe('/pages/home/index');
    expect(hashRouteTarget('#/pages/home/noticeInfo?id=7', known)).toBe('/pages/home/noticeInfo?id=7');
    expect(hashRouteTarget('#/pages/user/index/', known)).toBe('/pages/user/index');
  });
  it('sends /#/ and unknown routes to /', () => {
    expect(hashRouteTarget('#/', known)).toBe('/');
    expect(hashRouteTarget('#/pages/nope/index?x=1', known)).toBe('/');
    expect(hashRouteTarget('#/../../etc/passwd', known)).toBe('/');
  });
  it('leaves ordinary fragments alone', () => {
    expect(hashRouteTarget('', known)).toBeNull();
    expect(hashRouteTarget('#section', known)).toBeNull();
  });
});
