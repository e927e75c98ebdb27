// Local test wallet for `npm start` (DEMO_WALLET=1): an EIP-1193 provider for anvil's well-known
// test accounts #1..#9, announced by EIP-6963 only. The server signs for it (POST /__demo__/wallet,
// server/demo-wallet/demo-signer.ts); reads go to /rpc. Served as a classic script at
// /__demo__/demo-wallet.js; the .mjs name only lets ESLint parse it without a TypeScript project.
(() => {
  'use strict';

  const CHAIN_ID = '0x5208';
  const STORAGE_KEY = 'demoWallet.accountIndex';
  const RPC_URL = '/rpc';
  const SIGNER_URL = '/__demo__/wallet';
  /** Signed by the server with the test keys; `/rpc` refuses them (it forwards no signing methods). */
  const SIGNED = new Set(['eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4']);
  const DEFAULT_INDEX = 3;
  /** Anvil default mnemonic accounts #1..#9 (#0 is the platform treasury). */
  const ACCOUNTS = {
    1: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    2: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    3: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    4: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
    5: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
    6: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
    7: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
    8: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
    9: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  };
  const ICON =
    'data:image/svg+xml,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2461F0"/>' +
        '<path d="M7 11h18v12H7z" fill="#fff"/><path d="M7 11l14-4v4" fill="#cfdcff"/><circle cx="21" cy="17" r="2" fill="#2461F0"/></svg>',
    );

  let index = readIndex();
  let rpcId = 0;
  const listeners = new Map();

  function readIndex() {
    try {
      const stored = Number(localStorage.getItem(STORAGE_KEY));
      return ACCOUNTS[stored] ? stored : DEFAULT_INDEX;
    } catch {
      return DEFAULT_INDEX;
    }
  }

  function selected() {
    return ACCOUNTS[index];
  }

  function providerError(code, message, data) {
    const error = new Error(message);
    error.code = code;
    if (data !== undefined) error.data = data;
    return error;
  }

  function emit(event, payload) {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(payload);
      } catch (error) {
        console.error('[demo wallet] listener failed', error);
      }
    }
  }

  async function forward(method, params) {
    let response;
    try {
      response = await fetch(SIGNED.has(method) ? SIGNER_URL : RPC_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
      });
    } catch {
      throw providerError(4900, 'The local chain is not reachable');
    }
    const body = await response.json().catch(() => null);
    if (!body) throw providerError(-32603, `Chain proxy answered HTTP ${response.status}`);
    if (body.error)
      throw providerError(body.error.code ?? -32603, body.error.message ?? 'RPC error', body.error.data);
    return body.result;
  }

  async function request(args) {
    if (!args || typeof args !== 'object' || typeof args.method !== 'string') {
      throw providerError(-32602, 'request() needs { method, params }');
    }
    const { method, params } = args;
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [selected()];
      case 'eth_chainId':
        return CHAIN_ID;
      case 'wallet_switchEthereumChain': {
        const wanted = String(params?.[0]?.chainId ?? '').toLowerCase();
        if (wanted === CHAIN_ID) return null;
        throw providerError(
          4902,
          `Unrecognized chain ID ${wanted}: the local test wallet only knows ${CHAIN_ID}`,
        );
      }
      case 'wallet_addEthereumChain':
        return null;
      case 'wallet_requestPermissions':
      case 'wallet_getPermissions':
        return [{ parentCapability: 'eth_accounts' }];
      case 'wallet_revokePermissions':
        return null;
      case 'eth_sendTransaction': {
        const tx = { ...(params?.[0] ?? {}) };
        tx.from ??= selected();
        return forward(method, [tx, ...(params?.slice(1) ?? [])]);
      }
      default:
        return forward(method, params);
    }
  }

  const provider = Object.freeze({
    isDemoWallet: true,
    request,
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(listener);
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  });

  function uuid() {
    if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
    // randomUUID needs a secure context; a LAN address over http is not one.
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  const detail = Object.freeze({
    info: Object.freeze({
      uuid: uuid(),
      name: 'Local test wallet (anvil)',
      icon: ICON,
      rdns: 'local.anvil.test-wallet',
    }),
    provider,
  });

  function announce() {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  }

  window.addEventListener('eip6963:requestProvider', announce);
  announce();

  function short(address) {
    return `${address.slice(0, 6)}…${address.slice(-4)}`;
  }

  function mountBadge() {
    const badge = document.createElement('button');
    badge.type = 'button';
    badge.setAttribute('data-demo-wallet', '');
    badge.title = 'Anvil test account — click to switch to the next one';
    badge.style.cssText = [
      'position:fixed',
      'left:6px',
      'bottom:62px',
      'z-index:2147483000',
      'padding:2px 6px',
      'border:0',
      'border-radius:6px',
      'background:rgba(17,24,39,.78)',
      'color:#fff',
      'font:500 10px/1.4 system-ui,sans-serif',
      'cursor:pointer',
      'opacity:.85',
    ].join(';');
    const render = () => {
      badge.textContent = `Local test wallet · ${short(selected())}`;
    };
    badge.addEventListener('click', (event) => {
      event.stopPropagation();
      index = (index % 9) + 1;
      try {
        localStorage.setItem(STORAGE_KEY, String(index));
      } catch {
        // private mode: the choice lasts for this page only
      }
      render();
      emit('accountsChanged', [selected()]);
    });
    render();
    document.body.appendChild(badge);
  }

  if (document.body) mountBadge();
  else document.addEventListener('DOMContentLoaded', mountBadge, { once: true });
})();
