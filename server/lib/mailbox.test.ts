import { mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it('folds case and drops a +tag', () => {
    expect(mailboxOf('Victim+1@Example.com')).toBe('victim@example.com');
    expect(mailboxOf('victim+a+b@example.com')).toBe('victim@example.com');
    expect(mailboxOf('VICTIM@EXAMPLE.COM')).toBe('victim@example.com');
  });

  it('ignores dots only where the provider does', () => {
    expect(mailboxOf('j.o.e+x@googlemail.com')).toBe('joe@gmail.com');
    expect(mailboxOf('j.oe@example.com')).toBe('j.oe@example.com');
  });

  it('keeps a local part that is nothing but a tag', () => {
    expect(mailboxOf('+tag@example.com')).toBe('+tag@example.com');
  });
});
