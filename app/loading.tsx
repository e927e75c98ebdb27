import { DelayedLoading } from '@/components/shell/delayed-loading';

export default function Loading() {
  return <DelayedLoading />;
}
