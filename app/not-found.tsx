import { ErrorView } from '@/components/shell/error-view';

export default function NotFound() {
  return <ErrorView />;
}
