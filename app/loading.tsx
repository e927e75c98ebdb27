import { DelayedLoading } from '@/components/shell/delayed-loading';

/** While the next screen loads after a tap on a link: the loading view, after its delay (spec §9). */
export default function Loading() {
  return <DelayedLoading />;
}
