import { loginPathReturningTo, returnPathFrom, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/my-interviews', '/my-interviews'],
    ['/applied-job/42', '/applied-job/42'],
    ['/applied-job?jobId=3&view=board#top', '/applied-job?jobId=3&view=board#top'],
    ['/applied-job/../team', '/team'],
    ['/', '/'],
  ])('keeps the path on this site %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ['an empty value', ''],
    ['no value', null],
    ['a relative path', 'applied-job'],
    ['a full address', 'https://evil.example/applied-job'],
    ['a scheme', 'javascript:alert(1)'],
    ['a protocol-relative address', '//evil.example/applied-job'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash later on', '/applied-job\\..\\..\\evil'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['a line break', '/\n/evil.example'],
    ['a path that normalises to two slashes', '/.//evil.example'],
    ['dot segments that climb to two slashes', '/a/..//evil.example'],
    ['the sign-in page itself', '/login?next=/team'],
    ['something very long', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('the /login address', () => {
  it('carries the return path in its query and gives it back', () => {
    const login = loginPathReturningTo('/applied-job/7?tab=notes');
    expect(login).toBe('/login?next=%2Fapplied-job%2F7%3Ftab%3Dnotes');
    expect(returnPathFrom(login.slice(login.indexOf('?')))).toBe('/applied-job/7?tab=notes');
  });

  it('is plain /login when there is nothing safe to return to', () => {
    expect(loginPathReturningTo('//evil.example')).toBe('/login');
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPathFrom('')).toBeNull();
  });
});
