import { DEFAULT_VIDEO_HOSTS, parseVideoLink } from './videoLink.js';

describe('parseVideoLink', () => {
  describe('video files', () => {
    it.each(['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm', 'MP4', 'WebM'])('recognises a .%s file', (extension) => {
      const url = `https://cdn.example.com/videos/tour.${extension}`;
      expect(parseVideoLink(url)).toEqual({ kind: 'file', embedUrl: url });
    });

    it('ignores the query string and fragment', () => {
      const url = 'https://cdn.example.com/tour.mp4?token=abc#t=10';
      expect(parseVideoLink(url)).toEqual({ kind: 'file', embedUrl: url });
    });

    it.each([
      'https://cdn.example.com/tour.mp3',
      'https://cdn.example.com/tour.mp4.html',
      'https://cdn.example.com/page?file=tour.mp4',
      'https://cdn.example.com/mp4',
    ])('does not take %s for a video file', (url) => {
      expect(parseVideoLink(url)).toBeNull();
    });
  });

  describe('YouTube', () => {
    const youtube = { kind: 'youtube', id: 'dQw4w9WgXcQ', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };

    it.each([
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'http://www.youtube.com/shorts/dQw4w9WgXcQ/',
      'www.youtube.com/watch?v=dQw4w9WgXcQ',
      'youtu.be/dQw4w9WgXcQ',
      '  https://youtu.be/dQw4w9WgXcQ  ',
    ])('reads the id of %s', (url) => {
      expect(parseVideoLink(url)).toEqual(youtube);
    });

    it.each([
      'https://www.youtube.com/watch?v=dQw4w9WgXc',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
      'https://www.youtube.com/watch?v=dQw4w9WgX%21Q',
      'https://www.youtube.com/watch',
      'https://youtu.be/',
      'https://www.youtube.com/channel/UC1234567890',
      'https://www.notyoutube.com/watch?v=dQw4w9WgXcQ',
    ])('refuses %s', (url) => {
      expect(parseVideoLink(url)).toBeNull();
    });
  });

  describe('Vimeo', () => {
    it.each([
      'https://vimeo.com/76979871',
      'https://www.vimeo.com/76979871/',
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://vimeo.com/76979871/a1b2c3d4e5',
      'https://player.vimeo.com/video/76979871?h=abc',
    ])('reads the numeric id of %s', (url) => {
      expect(parseVideoLink(url)).toEqual({
        kind: 'vimeo',
        id: '76979871',
        embedUrl: 'https://player.vimeo.com/video/76979871',
      });
    });

    it('refuses a Vimeo page without a numeric id', () => {
      expect(parseVideoLink('https://vimeo.com/channels/staffpicks')).toBeNull();
    });
  });

  describe('Facebook', () => {
    it.each([
      ['https://www.facebook.com/agence/videos/1234567890/', '1234567890'],
      ['https://www.facebook.com/agence/videos/vb.111/1234567890/', '1234567890'],
      ['https://m.facebook.com/watch/?v=1234567890', '1234567890'],
      ['https://fb.watch/aBc-12_x/', 'aBc-12_x'],
    ])('embeds %s through the video plugin', (url, id) => {
      expect(parseVideoLink(url)).toEqual({
        kind: 'facebook',
        id,
        embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url)}`,
      });
    });

    it('refuses a Facebook page that is not a video', () => {
      expect(parseVideoLink('https://www.facebook.com/agence/photos/123')).toBeNull();
      expect(parseVideoLink('https://fb.watch/')).toBeNull();
    });
  });

  describe('configured hosts', () => {
    it('recognises a Matterport tour by default', () => {
      const url = 'https://my.matterport.com/show/?m=SxQL3iGyoDo';
      expect(parseVideoLink(url)).toEqual({ kind: 'tour3d', embedUrl: url });
    });

    it('has Matterport as the only default host', () => {
      expect(DEFAULT_VIDEO_HOSTS).toEqual({ tour3d: ['my.matterport.com'], portal: [], visual3d: [] });
    });

    it('recognises the portal and 3D-visual hosts it is given, subdomains included', () => {
      const hosts = { portal: ['immoweb.be'], visual3d: ['visuals.example.com'] };
      expect(parseVideoLink('https://www.immoweb.be/en/media/123', hosts)).toEqual({
        kind: 'portal',
        embedUrl: 'https://www.immoweb.be/en/media/123',
      });
      expect(parseVideoLink('https://visuals.example.com/project/7', hosts)).toEqual({
        kind: 'visual3d',
        embedUrl: 'https://visuals.example.com/project/7',
      });
      expect(parseVideoLink('https://my.matterport.com/show/?m=x', hosts)?.kind).toBe('tour3d');
    });

    it('lets a given list replace the default of its kind', () => {
      expect(parseVideoLink('https://my.matterport.com/show/?m=x', { tour3d: ['tours.example.com'] })).toBeNull();
      expect(parseVideoLink('https://tours.example.com/t/1', { tour3d: ['tours.example.com'] })?.kind).toBe('tour3d');
    });

    it('does not match a host that only ends with the same letters', () => {
      expect(parseVideoLink('https://notmy.matterport.com.evil.example/show', {})).toBeNull();
      expect(parseVideoLink('https://fakeimmoweb.be/x', { portal: ['immoweb.be'] })).toBeNull();
    });
  });

  it.each([
    ['https://www.example.com/page'],
    ['not a url'],
    ['javascript:alert(1)'],
    ['ftp://cdn.example.com/tour.mp4'],
    [''],
    ['   '],
    [null],
    [undefined],
  ])('gives null for %p', (url) => {
    expect(parseVideoLink(url)).toBeNull();
  });
});
