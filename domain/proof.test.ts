/** The proof rules the console's machine and the server share. */
import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, photoFileProblem, proofInput, videoUrlProblem } from './proof';

describe('a chosen photograph', () => {
  it('must be an image of at most 15 MB, and not empty', () => {
    expect(photoFileProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(photoFileProblem({ type: 'image/png', size: MAX_PHOTO_BYTES })).toBeNull();
    expect(photoFileProblem({ type: 'image/jpeg', size: MAX_PHOTO_BYTES + 1 })).toContain('15 MB');
    expect(photoFileProblem({ type: 'application/pdf', size: 10 })).toContain('not a photograph');
    expect(photoFileProblem({ type: 'image/jpeg', size: 0 })).toContain('empty');
  });
});

describe('the video link', () => {
  it('is empty or an http(s) address', () => {
    expect(videoUrlProblem('')).toBeNull();
    expect(videoUrlProblem('  https://video.example.org/x  ')).toBeNull();
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.org', 'example.org']) {
      expect(videoUrlProblem(bad), bad).toContain('http');
    }
  });

  it('is refused by the marking calls unless http(s), naming the field', () => {
    const parsed = proofInput.safeParse({ videoUrl: 'JavaScript:alert(1)' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['videoUrl']);
    expect(proofInput.safeParse({ videoUrl: 'http://x.org/v', photos: [] }).success).toBe(true);
  });
});
