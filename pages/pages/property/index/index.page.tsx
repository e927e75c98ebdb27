import { HydrationScript } from '@/components/boot/hydration-script';
import { earlyShowScript } from '@/lib/api/early-answers';
import { assetAssetInfo } from '@/lib/api/endpoints/asset-asset-info';
import { EARLY_BALANCE } from './_components/early-balance';
import { PropertyScreen } from './_components/property-screen';
import english from './english-messages';

export default function Page() {
  return (
    <>
      <PropertyScreen />
      <HydrationScript source={earlyShowScript(assetAssetInfo.path, EARLY_BALANCE)} />
    </>
  );
}

Page.englishMessages = english;
