import { StakeRecords } from './_components/stake-records';

export default function Page() {
  return <StakeRecords />;
}
