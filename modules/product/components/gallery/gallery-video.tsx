'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PlayIcon } from '@/components/ui/icons';
import { youtubeEmbedUrl } from '@/modules/product/youtube';

/**
 * The video slot: a poster with a play button; YouTube's player (the privacy-enhanced nocookie domain) is
 * loaded only when the shopper presses it, so viewing the page makes no request to YouTube.
 */
export function GalleryVideo({ videoId, name }: { videoId: string; name: string }) {
  const [playing, setPlaying] = useState(false);
  const t = useTranslations('Product');
  if (playing) {
    return (
      <iframe
        src={youtubeEmbedUrl(videoId)}
        title={t('videoTitle', { name })}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 h-full w-full border-0 bg-black"
      />
    );
  }
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-gradient-to-br from-gray-900 to-gray-700 p-6 text-center text-white">
      <button
        type="button"
        onClick={() => setPlaying(true)}
        className="flex h-20 w-20 items-center justify-center rounded-full bg-white/95 text-gray-900 shadow-xl transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
        aria-label={t('playVideo')}
      >
        <PlayIcon size={36} className="ml-1" />
      </button>
      <p className="text-base font-semibold">{t('watchVideo')}</p>
      <p className="max-w-xs text-xs text-gray-200">{t('videoNote')}</p>
    </div>
  );
}
