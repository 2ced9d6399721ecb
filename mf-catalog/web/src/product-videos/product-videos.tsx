import { useEffect, useId, useRef, useState } from 'react';
import type { ProductVideo, ProductVideos as ProductVideosData } from '../../../contract/product-page';
import { ProductImage, usePhrase } from '@storefront/platform';
import { useVariantSection } from '../product-page/use-variant-section';
import './product-videos.css';

const duration = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * A video behind a facade: our own poster and a play button. Only a click inserts the provider's player (its
 * no-cookie embed, started muted), so nothing is fetched from the provider before the shopper asks.
 */
function VideoFacade({ video, isPlaying, onPlay }: { video: ProductVideo; isPlaying: boolean; onPlay: () => void }) {
  const t = usePhrase();
  const player = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    // The button the shopper pressed is gone: keyboard focus moves on to the player that replaced it.
    if (isPlaying) player.current?.focus();
  }, [isPlaying]);
  return (
    <div className="c_ProductVideos__frame">
      {isPlaying ? (
        <iframe
          ref={player}
          className="c_ProductVideos__player"
          src={video.embedUrl}
          title={video.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="c_ProductVideos__facade" onClick={onPlay} aria-label={t('/ProductPage/Videos/Play', { title: video.title })}>
          <ProductImage image={{ ...video.poster, altText: '' }} size="small" sizes="(min-width: 992px) 480px, 100vw" className="c_ProductVideos__poster" />
          <span className="c_ProductVideos__play" aria-hidden="true" />
          <span className="c_ProductVideos__duration" aria-hidden="true">
            {duration(video.durationSeconds)}
          </span>
        </button>
      )}
    </div>
  );
}

/** The product's videos; one plays at a time: starting one returns the one playing to its poster. */
export function ProductVideos({ variantCode }: { variantCode: string }) {
  const t = usePhrase();
  const headingId = useId();
  const [playingId, setPlayingId] = useState<string | null>(null);
  const answer = useVariantSection<ProductVideosData>(variantCode, 'videos', 'videos');
  if (!answer || answer.videos.length === 0) return null;
  return (
    <section className="c_ProductVideos" aria-labelledby={headingId}>
      <h2 id={headingId} className="c_ProductVideos__heading">
        {t('/ProductPage/Videos/Heading')}
      </h2>
      <p className="c_ProductVideos__privacy">{t('/ProductPage/Videos/Privacy')}</p>
      <ul className="c_ProductVideos__list">
        {answer.videos.map((video) => (
          <li key={video.id} className="c_ProductVideos__video">
            <VideoFacade video={video} isPlaying={playingId === video.id} onPlay={() => setPlayingId(video.id)} />
            <p className="c_ProductVideos__title">
              {video.title} <span className="c_ProductVideos__length">({t('/ProductPage/Videos/Duration', { duration: duration(video.durationSeconds) })})</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
