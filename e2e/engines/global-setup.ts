/** The e2e stack, with the local test wallet in every page (see e2e/engines/engine-test.ts). */
import { setUpStack } from '../global-setup';

export default async function globalSetup(): Promise<void> {
  await setUpStack({ demoWallet: true });
}
