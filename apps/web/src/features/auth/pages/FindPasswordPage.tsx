import { ComingSoon } from '../../../components/ComingSoon.tsx';

/** Reset the password by an e-mailed link. */
export default function Page() {
  return <ComingSoon module="members" />;
}
