import { Link } from 'wouter';
import { BRAND_NAME } from '@shared/constants';
import { SECTION_DEFAULTS } from '@shared/content-defaults';
import { ViewMenuButton } from '@/components/menu-dialog/view-menu-button';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Island } from '@/islands/island';
import { cn } from '@/lib/cn';
import { bestSrc, latestMedia, srcSetOf, useMedia } from '@/lib/site-content/media';
import { usePageMeta } from '@/lib/page-meta/use-page-meta';
import { useAboutContent, useHeroContent } from './api/home-content';
import { heroImageOf } from './hero-image';
import { MenuWithoutScript } from './components/menu-without-script';

const FALLBACK = {
  heroTitle: SECTION_DEFAULTS.hero.title,
  heroSubtitle: SECTION_DEFAULTS.hero.content,
  aboutTitle: SECTION_DEFAULTS.about.title,
  aboutText: SECTION_DEFAULTS.about.content,
};

/**
 * The hero: staff's title and subtitle over the hero picture. An island, because it follows
 * what staff save (asked again when the window regains focus), which plain HTML cannot.
 */
export function HomeHero() {
  const hero = useHeroContent();
  const media = useMedia();
  const heroImage = heroImageOf(hero.data, media.data);
  return (
    <section className="relative isolate flex min-h-[70vh] items-center justify-center overflow-hidden bg-[#14110f] px-4 text-center text-[#f5efe6]">
      <img
        src={heroImage.src}
        srcSet={heroImage.srcSet}
        sizes="100vw"
        alt=""
        fetchPriority="high"
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-60"
      />
      {/* Until the editable hero arrives its space is held, so the fallback never flashes first. */}
      <div className="max-w-3xl">
        <h1 className={cn('text-4xl font-semibold sm:text-6xl', hero.isPending && 'invisible')}>
          {hero.data?.title || FALLBACK.heroTitle}
        </h1>
        <p className={cn('mt-6 text-lg text-[#efe6d8]', hero.isPending && 'invisible')}>
          {hero.data?.content || FALLBACK.heroSubtitle}
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link href="/book" className={buttonVariants({ variant: 'photo', size: 'lg' })}>
            Reserve a Table
          </Link>
          <ViewMenuButton variant="photoOutline" />
        </div>
      </div>
    </section>
  );
}

/** The about block: an island for the same reason as the hero. */
export function HomeAbout() {
  const about = useAboutContent();
  const aboutImage = latestMedia(useMedia().data, 'about-image');
  return (
    <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-20 md:grid-cols-2">
      <div className={cn(!aboutImage && 'md:col-span-2 text-center')}>
        <h2 className="text-3xl font-semibold">{about.data?.title || FALLBACK.aboutTitle}</h2>
        <p className="mt-4 whitespace-pre-line text-muted-foreground">
          {about.data?.content || FALLBACK.aboutText}
        </p>
      </div>
      {aboutImage && (
        <img
          src={bestSrc(aboutImage)}
          srcSet={srcSetOf(aboutImage)}
          sizes="(max-width: 768px) 100vw, 50vw"
          alt={`Inside ${BRAND_NAME}`}
          loading="lazy"
          className="aspect-[4/3] w-full rounded-xl object-cover"
        />
      )}
    </section>
  );
}

export function HomePage() {
  usePageMeta(paths.home);
  return (
    <>
      <Island name="home-hero" component={HomeHero} props={{}} />
      <Island name="home-about" component={HomeAbout} props={{}} />
      <MenuWithoutScript />
    </>
  );
}
