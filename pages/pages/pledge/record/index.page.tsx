import { StakeRecords } from './_components/stake-records';
import english from './english-messages';

export default function Page() {
  return <StakeRecords />;
}

Page.englishMessages = english;
