import { promotionCopy } from '../../copy/ko';
import { whenText } from '../banner';
import type { PromotionState } from '../periods';

/** The weeks landing's intro under its title: what phase it is and until when, then the items' heading. */
export function WeeksHero({ state }: { state: PromotionState }) {
  return (
    <div className="px-4 pb-2 pt-3" data-testid="weeks-hero" data-phase={state.phase}>
      <p className="m-0 text-base">{promotionCopy.landing.lead[state.phase]}</p>
      <p className="m-0 mt-1 text-sm font-bold">{whenText(state, promotionCopy.landing.when)}</p>
      <h2 className="m-0 mt-6 text-lg font-bold">{promotionCopy.landing.items[state.phase]}</h2>
    </div>
  );
}

/** The landing outside every period: no items, a way on. */
export function WeeksOff({ bestHref }: { bestHref: string }) {
  return (
    <section aria-labelledby="weeks-title" className="px-4 pb-16 pt-6" data-testid="weeks-hero" data-phase="off">
      <h1 id="weeks-title" className="m-0 text-xl font-bold">
        {promotionCopy.name}
      </h1>
      <p className="m-0 mt-3 text-base">{promotionCopy.landing.off}</p>
      <a href={bestHref} className="mt-6 inline-block underline">
        {promotionCopy.landing.offLink}
      </a>
    </section>
  );
}
