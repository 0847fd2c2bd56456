/**
 * A star rating with its value as text for assistive technology ('Rated 5 out of 5').
 */
import { StarIcon } from '../icons/icons'

/**
 * @example <StarRating rating={5} />
 */
export function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of ${outOf}`} className="flex gap-0.5">
      {Array.from({ length: outOf }, (_, index) => (
        <StarIcon
          key={index}
          className={index < rating ? 'size-4 text-amber-400' : 'size-4 text-zinc-700'}
        />
      ))}
    </div>
  )
}
