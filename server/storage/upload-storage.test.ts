import { describe, expect, it } from 'vitest';
import { ALLOWED_UPLOAD_TYPES } from '@shared/constants';
import { isUploadName, uploadContentType } from './upload-storage';

describe('upload names and types', () => {
  it('when a name ends with an extension the upload chose from the bytes, then it is served as that type', () => {
    const served = ['a.jpg', 'a.png', 'a.webp', 'a.gif', 'a.avif', 'a.pdf'].map(uploadContentType);
    expect(served.sort()).toEqual([...ALLOWED_UPLOAD_TYPES].sort());
    expect(uploadContentType('a.html')).toBe('application/octet-stream');
  });

  it('when a name could leave the folder or hide, then it is not an upload name', () => {
    expect(isUploadName('0f3a-480.webp')).toBe(true);
    for (const name of ['../a.png', '.env', 'a/b.png', 'A.PNG', 'a.png/', 'a', '']) {
      expect(isUploadName(name), name).toBe(false);
    }
  });
});
