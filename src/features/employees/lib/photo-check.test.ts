import { checkPhoto, photoMessages } from './photo-check';

const MB = 1024 * 1024;

describe('checkPhoto', () => {
  it('accepts JPEG, PNG and WebP up to 2 MB', () => {
    expect(checkPhoto({ name: 'a.jpg', size: 2 * MB, type: 'image/jpeg' })).toBeNull();
    expect(checkPhoto({ name: 'a.png', size: 10, type: 'image/png' })).toBeNull();
    expect(checkPhoto({ name: 'a.webp', size: 10, type: 'image/webp' })).toBeNull();
    expect(checkPhoto({ name: 'a.JPEG', size: 10, type: '' })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(checkPhoto({ name: 'a.gif', size: 10, type: 'image/gif' })).toBe(photoMessages.type);
    expect(checkPhoto({ name: 'a.svg', size: 10, type: '' })).toBe(photoMessages.type);
    expect(checkPhoto({ name: 'a.png', size: 2 * MB + 1, type: 'image/png' })).toBe(
      photoMessages.size,
    );
  });
});
