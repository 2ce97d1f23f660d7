/**
 * The element order of Authorize.net's XSD for the requests we use. The JSON
 * API converts JSON to XML, so a key out of this order fails with E00003. The
 * client writes its objects in this order; the sandbox gateway checks it.
 */

export interface ElementOrder {
  /** Child elements in schema order. */
  keys: readonly string[];
  required?: readonly string[];
  children?: Readonly<Record<string, ElementOrder>>;
  /** For arrays (lineItem, setting): the order inside each entry. */
  items?: Readonly<Record<string, ElementOrder>>;
}

const address: ElementOrder = {
  keys: ['firstName', 'lastName', 'company', 'address', 'city', 'state', 'zip', 'country'],
};
const billTo: ElementOrder = {
  keys: [...address.keys, 'phoneNumber', 'faxNumber', 'email'],
};

const merchantAuthentication: ElementOrder = {
  keys: ['name', 'transactionKey', 'sessionToken', 'password', 'impersonationAuthentication'],
  required: ['name'],
};
const merchantAuthenticationWithClientKey: ElementOrder = {
  keys: ['name', 'clientKey'],
  required: ['name', 'clientKey'],
};

const settings: ElementOrder = {
  keys: ['setting'],
  items: { setting: { keys: ['settingName', 'settingValue'] } },
};

const payment: ElementOrder = {
  keys: ['creditCard', 'bankAccount', 'trackData', 'encryptedTrackData', 'payPal', 'opaqueData'],
  children: {
    creditCard: {
      keys: ['cardNumber', 'expirationDate', 'cardCode', 'isPaymentToken', 'cryptogram'],
      required: ['cardNumber', 'expirationDate'],
    },
    opaqueData: { keys: ['dataDescriptor', 'dataValue', 'dataKey'], required: ['dataValue'] },
  },
};

const listSorting: ElementOrder = {
  keys: ['orderBy', 'orderDescending'],
  required: ['orderBy', 'orderDescending'],
};
const listPaging: ElementOrder = { keys: ['limit', 'offset'], required: ['limit', 'offset'] };

/** customerProfilePaymentType: a charge to a card kept in a customer profile (CIM). */
const profilePayment: ElementOrder = {
  keys: ['createProfile', 'customerProfileId', 'paymentProfile', 'shippingProfileId'],
  children: {
    paymentProfile: { keys: ['paymentProfileId', 'cardCode'], required: ['paymentProfileId'] },
  },
};

const transactionRequest: ElementOrder = {
  keys: [
    'transactionType',
    'amount',
    'currencyCode',
    'payment',
    'profile',
    'solution',
    'callId',
    'terminalNumber',
    'authCode',
    'refTransId',
    'splitTenderId',
    'order',
    'lineItems',
    'tax',
    'duty',
    'shipping',
    'taxExempt',
    'poNumber',
    'customer',
    'billTo',
    'shipTo',
    'customerIP',
    'cardholderAuthentication',
    'retail',
    'employeeId',
    'transactionSettings',
    'userFields',
    'surcharge',
    'merchantDescriptor',
    'subMerchant',
    'tip',
    'processingOptions',
    'subsequentAuthInformation',
    'otherTax',
    'shipFrom',
    'authorizationIndicatorType',
  ],
  required: ['transactionType'],
  children: {
    payment,
    profile: profilePayment,
    order: { keys: ['invoiceNumber', 'description'] },
    lineItems: {
      keys: ['lineItem'],
      items: {
        lineItem: {
          keys: ['itemId', 'name', 'description', 'quantity', 'unitPrice', 'taxable'],
          required: ['itemId', 'name', 'quantity', 'unitPrice'],
        },
      },
    },
    customer: { keys: ['type', 'id', 'email'] },
    billTo,
    shipTo: address,
    transactionSettings: settings,
  },
};

export const REQUEST_ORDERS: Readonly<Record<string, ElementOrder>> = {
  createTransactionRequest: {
    keys: ['merchantAuthentication', 'clientId', 'refId', 'transactionRequest'],
    required: ['merchantAuthentication', 'transactionRequest'],
    children: { merchantAuthentication, transactionRequest },
  },
  getTransactionDetailsRequest: {
    keys: ['merchantAuthentication', 'clientId', 'refId', 'transId'],
    required: ['merchantAuthentication', 'transId'],
    children: { merchantAuthentication },
  },
  getUnsettledTransactionListRequest: {
    keys: ['merchantAuthentication', 'clientId', 'refId', 'status', 'sorting', 'paging'],
    required: ['merchantAuthentication'],
    children: {
      merchantAuthentication,
      sorting: listSorting,
      paging: listPaging,
    },
  },
  getSettledBatchListRequest: {
    keys: [
      'merchantAuthentication',
      'clientId',
      'refId',
      'includeStatistics',
      'firstSettlementDate',
      'lastSettlementDate',
    ],
    required: ['merchantAuthentication'],
    children: { merchantAuthentication },
  },
  getTransactionListRequest: {
    keys: ['merchantAuthentication', 'clientId', 'refId', 'batchId', 'sorting', 'paging'],
    required: ['merchantAuthentication', 'batchId'],
    children: { merchantAuthentication, sorting: listSorting, paging: listPaging },
  },
  getHostedPaymentPageRequest: {
    keys: [
      'merchantAuthentication',
      'clientId',
      'refId',
      'transactionRequest',
      'hostedPaymentSettings',
    ],
    required: ['merchantAuthentication', 'transactionRequest'],
    children: { merchantAuthentication, transactionRequest, hostedPaymentSettings: settings },
  },
  // Customer Information Manager: profiles that keep a card at Authorize.net.
  createCustomerProfileFromTransactionRequest: {
    keys: [
      'merchantAuthentication',
      'clientId',
      'refId',
      'transId',
      'customer',
      'customerProfileId',
      'defaultPaymentProfile',
      'defaultShippingAddress',
      'profileType',
    ],
    required: ['merchantAuthentication', 'transId'],
    children: {
      merchantAuthentication,
      customer: { keys: ['merchantCustomerId', 'description', 'email'] },
    },
  },
  getCustomerProfileRequest: {
    keys: [
      'merchantAuthentication',
      'clientId',
      'refId',
      'customerProfileId',
      'merchantCustomerId',
      'email',
      'unmaskExpirationDate',
      'includeIssuerInfo',
    ],
    required: ['merchantAuthentication'],
    children: { merchantAuthentication },
  },
  getHostedProfilePageRequest: {
    keys: [
      'merchantAuthentication',
      'clientId',
      'refId',
      'customerProfileId',
      'hostedProfileSettings',
    ],
    required: ['merchantAuthentication', 'customerProfileId'],
    children: { merchantAuthentication, hostedProfileSettings: settings },
  },
  deleteCustomerProfileRequest: {
    keys: ['merchantAuthentication', 'clientId', 'refId', 'customerProfileId'],
    required: ['merchantAuthentication', 'customerProfileId'],
    children: { merchantAuthentication },
  },
  securePaymentContainerRequest: {
    keys: ['merchantAuthentication', 'clientId', 'refId', 'data'],
    required: ['merchantAuthentication', 'data'],
    children: {
      merchantAuthentication: merchantAuthenticationWithClientKey,
      data: {
        keys: ['type', 'id', 'token'],
        required: ['type', 'id', 'token'],
        children: {
          token: {
            keys: ['cardNumber', 'expirationDate', 'cardCode', 'zip', 'fullName'],
            required: ['cardNumber', 'expirationDate'],
          },
        },
      },
    },
  },
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first schema violation in `value` (an unknown, missing or out-of-order
 * element), described like the API's E00003 text, or null when it conforms.
 */
export function findOrderViolation(
  value: unknown,
  order: ElementOrder,
  path: string,
): string | null {
  if (!isObject(value)) return `The element '${path}' must contain child elements.`;
  let last = -1;
  for (const [key, child] of Object.entries(value)) {
    const index = order.keys.indexOf(key);
    if (index === -1) return `The element '${path}' has invalid child element '${key}'.`;
    if (index < last) {
      const expected = order.keys.slice(last + 1).join(', ');
      return `The element '${path}' has invalid child element '${key}'. List of possible elements expected: '${expected}'.`;
    }
    last = index;
    const nested = order.children?.[key];
    if (nested) {
      const problem = findOrderViolation(child, nested, `${path}.${key}`);
      if (problem) return problem;
    }
    const itemOrder = order.items?.[key];
    if (itemOrder) {
      const items = Array.isArray(child) ? child : [child];
      for (const item of items) {
        const problem = findOrderViolation(item, itemOrder, `${path}.${key}`);
        if (problem) return problem;
      }
    }
  }
  for (const key of order.required ?? []) {
    if (!(key in value)) {
      return `The element '${path}' has incomplete content. List of possible elements expected: '${key}'.`;
    }
  }
  return null;
}
