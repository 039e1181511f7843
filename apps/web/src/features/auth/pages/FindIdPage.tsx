import { ComingSoon } from '../../../components/ComingSoon.tsx';

/** Find the e-mail (id) by a verified phone. */
export default function Page() {
  return <ComingSoon module="members" />;
}
