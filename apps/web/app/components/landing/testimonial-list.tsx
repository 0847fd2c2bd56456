/**
 * Three customer quotes, each rated 5 stars.
 */
import { testimonials } from '../../content/testimonials'
import { Container } from '../ui/container'
import { SectionHeading } from '../ui/section-heading'
import { StarRating } from '../ui/star-rating'

/**
 * @example <TestimonialList />
 */
export function TestimonialList() {
  return (
    <section aria-labelledby="testimonials-title" className="relative">
      <Container className="pb-24 sm:pb-32">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="Loved by teams who ship every day"
        />
        <ul className="mt-16 grid gap-4 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-line bg-surface/70 p-6">
                <StarRating rating={testimonial.rating} />
                <blockquote className="mt-5 flex-1 text-[15px] leading-relaxed text-zinc-200">
                  <p>“{testimonial.content}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5">
                  <img
                    src={testimonial.imageUrl}
                    alt={`Portrait of ${testimonial.name}`}
                    width={44}
                    height={44}
                    loading="lazy"
                    decoding="async"
                    className="size-11 rounded-full bg-zinc-800"
                  />
                  <div className="text-sm">
                    <p className="font-semibold text-white">{testimonial.name}</p>
                    <p className="text-zinc-400">
                      {testimonial.role}, {testimonial.company}
                    </p>
                  </div>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
