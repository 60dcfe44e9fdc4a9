import { ExternalLink, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n.ts';
import { IMAGE_HEIGHT, IMAGE_WIDTH, type ImageLoad, imageLoading } from './cards.tsx';
import { StarOrnament } from './ornament.tsx';
import { youtubeEmbedUrl, youtubeId, youtubeThumbnail } from './youtube.ts';

interface ClickToPlayProps {
  videoUrl: string;
  title: string;
  /** Our own still (960 × 540); YouTube's is used when there is none. */
  thumbnail?: string | null;
  /** When the still is fetched: `first` where the video leads its page. */
  load?: ImageLoad;
}

/**
 * A video that costs nothing until it is wanted: a still with a play button, and only after the
 * click YouTube's privacy-enhanced player (youtube-nocookie.com), playing at once.
 */
export function ClickToPlay({ videoUrl, title, thumbnail, load = 'lazy' }: ClickToPlayProps) {
  const { t } = useI18n();
  const id = youtubeId(videoUrl);
  const [playing, setPlaying] = useState(false);
  const [stillFailed, setStillFailed] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  // A still that failed before the page came alive never reports it: look once on arrival.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setStillFailed(true);
  }, []);
  const still = stillFailed ? null : (thumbnail ?? (id ? youtubeThumbnail(id) : null));
  const box =
    'relative aspect-video w-full overflow-hidden rounded-2xl bg-primary-dark shadow-lg ring-1 ring-black/5';
  const poster = still ? (
    <img
      ref={image}
      src={still}
      alt=""
      onError={() => setStillFailed(true)}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      {...imageLoading(load)}
      className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
    />
  ) : (
    <StarOrnament className="absolute inset-0 m-auto size-3/4 text-white/10" />
  );

  if (!id) {
    // Not an address we can embed: offer it as a link instead.
    return (
      <a href={videoUrl} target="_blank" rel="noopener noreferrer" className={`group block ${box}`}>
        {poster}
        <span className="absolute inset-0 flex items-center justify-center gap-2 bg-black/40 font-bold text-white">
          <ExternalLink aria-hidden="true" className="size-5" />
          {t('content.video.watch_elsewhere', { title })}
        </span>
      </a>
    );
  }
  if (playing) {
    return (
      <div className={box}>
        <iframe
          ref={frame}
          src={youtubeEmbedUrl(id)}
          title={t('content.video.frame_title', { title })}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="absolute inset-0 size-full border-0"
        />
      </div>
    );
  }
  return (
    <button type="button" onClick={() => setPlaying(true)} className={`group block cursor-pointer ${box}`}>
      {poster}
      <span
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-black/55 via-black/15 to-black/5 group-hover:from-black/45"
      />
      <span
        aria-hidden="true"
        className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-white/95 text-primary-dark shadow-xl ring-8 ring-white/25 transition-transform group-hover:scale-110 sm:size-20"
      >
        <Play className="size-7 translate-x-0.5 fill-current sm:size-9" />
      </span>
      <span className="sr-only">{t('content.video.play', { title })}</span>
    </button>
  );
}
