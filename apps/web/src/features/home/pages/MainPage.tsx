// The main page (SPEC §1, issue 26): the hero with its one action (write a referral), the choice
// between simple and detail referral, the prosthesis types that open the T-esigner search, the dental
// labs by region, how it works for each member kind with the quick lane, the live figures, the top
// questions beside the latest notices and the guides, and the partners. It is the phone's first page
// and is pre-rendered with every query pending (app/prerender.tsx): nothing heavy is imported, nothing
// reads the window while rendering, and each block keeps its height while its data arrives.
// A signed-in, approved member (known only in the browser, after the pre-rendered copy) first sees
// what waits on them (MemberHome, its own chunk); the hero's title then steps down to a second level.
import { isApproved } from '@dcm/shared';
import { Suspense } from 'react';
import { lazyWithReload as lazy } from '../../../lib/lazy-with-reload.ts';
import { InTurn } from '../../../components/InTurn.tsx';
import { useUserStore } from '../../../lib/user-store.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { Guides } from '../components/Guides.tsx';
import { Hero } from '../components/Hero.tsx';
import { HomeFaq } from '../components/HomeFaq.tsx';
import { HowItWorks } from '../components/HowItWorks.tsx';
import { LiveFigures } from '../components/LiveFigures.tsx';
import { ModeCards } from '../components/ModeCards.tsx';
import { NoticeTeaser } from '../components/NoticeTeaser.tsx';
import { Partners } from '../components/Partners.tsx';
import { ProsthesisGrid } from '../components/ProsthesisGrid.tsx';
import { QuickCallout } from '../components/QuickCallout.tsx';
import { RegionMap } from '../components/RegionMap.tsx';
import { FRAME } from '../components/SectionHeading.tsx';
import type { MemberHomeSide } from '../components/MemberHome.tsx';

const MemberHome = lazy(() => import('../components/MemberHome.tsx'));

/** Whose work the page starts from: none for a visitor, the operator, or a member not yet approved (the server answers them nothing). */
function useMemberHomeSide(): MemberHomeSide | null {
  const kind = useViewer()?.kind;
  const approved = useUserStore((s) => isApproved(s.permissions));
  if (!approved) return null;
  if (kind === 'designer') return 'designer';
  if (kind === 'client' || kind === 'lab') return 'client';
  return null;
}

export default function MainPage() {
  const side = useMemberHomeSide();
  return (
    <div className="flex flex-col gap-16 pb-16 sm:gap-24 sm:pb-24" data-testid="main-page">
      {side && (
        <Suspense fallback={<div className="-mb-16 min-h-80 border-b border-line bg-surface sm:-mb-24" />}>
          <MemberHome side={side} />
        </Suspense>
      )}
      <Hero titleLevel={side ? 2 : 1} writes={side !== 'designer'} />
      {/* After the hero (a phone's first screen), each block in a task of its own (components/InTurn.tsx). */}
      <InTurn className={FRAME}>
        <ModeCards />
      </InTurn>
      <InTurn className={FRAME}>
        <ProsthesisGrid />
      </InTurn>
      <InTurn>
        <RegionMap className={FRAME} />
      </InTurn>
      <InTurn className={`${FRAME} flex flex-col gap-6`}>
        <HowItWorks />
        <QuickCallout />
      </InTurn>
      <InTurn className={FRAME}>
        <LiveFigures />
      </InTurn>
      <InTurn className={`${FRAME} grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12`}>
        <HomeFaq />
        <div className="flex flex-col gap-6 lg:pt-2">
          <NoticeTeaser />
          <Guides />
        </div>
      </InTurn>
      <InTurn className={FRAME}>
        <Partners />
      </InTurn>
    </div>
  );
}
