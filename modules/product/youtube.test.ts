import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeVideoId } from './youtube';

describe('youtubeVideoId', () => {
  it('reads the id from the usual link forms', () => {
    expect(youtubeVideoId('https://www.youtube.com/embed/aqz-KE-bpKQ')).toBe('aqz-KE-bpKQ');
    expect(youtubeVideoId('https://www.youtube.com/watch?v=ScMzIvxBSi4&t=3')).toBe('ScMzIvxBSi4');
    expect(youtubeVideoId('https://youtu.be/LXb3EKWsInQ')).toBe('LXb3EKWsInQ');
    expect(youtubeVideoId('https://youtube.com/shorts/jNQXAC9IVRw')).toBe('jNQXAC9IVRw');
  });

  it('refuses anything else', () => {
    expect(youtubeVideoId('')).toBeNull();
    expect(youtubeVideoId('https://example.com/embed/aqz-KE-bpKQ')).toBeNull();
    expect(youtubeVideoId('https://www.youtube.com/embed/"><script>')).toBeNull();
    expect(youtubeVideoId('javascript:alert(1)')).toBeNull();
  });

  it('embeds through youtube-nocookie.com', () => {
    expect(youtubeEmbedUrl('aqz-KE-bpKQ')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0');
  });
});
