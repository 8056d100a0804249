import { formatFileSize } from './application-labels';

describe('formatFileSize', () => {
  it('gives megabytes from 0.1 MB up', () => {
    expect(formatFileSize(1_572_864)).toBe('1.50 MB');
    expect(formatFileSize(1_536_000)).toBe('1.46 MB');
    expect(formatFileSize(104_858)).toBe('0.10 MB');
  });

  it('gives whole kilobytes below 0.1 MB, rounded up so a small file is never 0', () => {
    expect(formatFileSize(43_008)).toBe('42 KB');
    expect(formatFileSize(104_857)).toBe('103 KB');
    expect(formatFileSize(1_000)).toBe('1 KB');
  });
});
