import { ComingSoon } from '../../../components/ComingSoon.tsx';

/** The join form of one member kind. */
export default function Page() {
  return <ComingSoon module="members" />;
}
