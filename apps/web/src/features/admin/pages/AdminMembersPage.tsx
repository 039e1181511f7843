import { ComingSoon } from '../../../components/ComingSoon.tsx';

/** The operator approves, rejects or suspends members. */
export default function Page() {
  return <ComingSoon module="members" />;
}
