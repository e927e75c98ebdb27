import { FlowRecords } from '@/components/records/flow-records';
import english from './english-messages';

export default function Page() {
  return <FlowRecords type="income" />;
}

Page.englishMessages = english;
