// How both public profiles are laid out (issue 26): the owner's notice, then the head; what the
// visitor may do and the key facts (`side`) in the page's side column on desktop and right under the
// head on a phone, drawn once in either place; then the profile's sections.
import type { ReactNode } from 'react';
import { Page } from '../../../components/ui/Page.tsx';
import { useWideScreen } from './use-wide-screen.ts';

interface Props {
  /** Names the test ids: `<kind>-profile-page`, `<kind>-profile`. */
  kind: 'designer' | 'lab';
  /** The owner's bar, above everything. */
  notice?: ReactNode;
  /** A ProfileHeader. */
  header: ReactNode;
  side: ReactNode;
  children: ReactNode;
}

export function ProfileLayout({ kind, notice, header, side, children }: Props) {
  const wide = useWideScreen();
  return (
    <Page width="working" aside={wide ? side : undefined} testId={`${kind}-profile-page`}>
      {notice}
      <div className="flex flex-col gap-6" data-testid={`${kind}-profile`}>
        {header}
        {!wide && side}
        {children}
      </div>
    </Page>
  );
}
