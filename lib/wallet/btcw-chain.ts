export const BTCW_CHAIN_ID = 21000; // 0x5208
export const BTCW_CHAIN_ID_HEX = '0x5208';
export const BTCW_DECIMALS = 18;
