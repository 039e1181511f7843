import { ComingSoon } from '../../../components/ComingSoon.tsx';

/** Join: choose client, dental lab or T-esigner. */
export default function Page() {
  return <ComingSoon module="members" />;
}
