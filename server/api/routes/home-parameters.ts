import { getAddress } from 'viem';
import { homeParameters } from '@/lib/api/endpoints/home-parameters';
import { BTCW_CHAIN_ID } from '../../chain/btcw-chain';
import { BTCW_DECIMALS } from '../../money';
import { readSettings } from '../../settings/settings';
import { publicRoute } from '../api-route';

export const APP_VERSION = '1.0.0';

export const homeParametersRoute = publicRoute(homeParameters, async (_input, { db }) => {
  const settings = await readSettings(db);
  return {
    chainId: BTCW_CHAIN_ID,
    chainName: 'BTCW',
    symbol: 'BTCW',
    decimals: BTCW_DECIMALS,
    treasuryAddress: getAddress(settings.treasury_address),
    minRecharge: settings.min_recharge,
    minWithdrawal: settings.min_withdrawal,
    maxWithdrawal: settings.max_withdrawal,
    withdrawalFeeRate: settings.withdrawal_fee_rate,
    confirmations: Number(settings.confirmations),
    appVersion: APP_VERSION,
    // member/loginNonce + a signed member/login: the owner's way in that a stranger cannot delay.
    walletLogin: true,
  };
});
