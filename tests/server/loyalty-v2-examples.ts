/**
 * The API's own loyalty v2 examples (loyalties-v2.json, voucherify-openapi at the commit the spec
 * README names), copied as they are: the local API serves them for their customer, and the unit
 * tests read every example from the OpenAPI file itself. The memberships example's card has no
 * balance fields and an id "lcard_…" where the schema says "lcrd_"; the program membership's second
 * card has no tier_progress: kept so, as the real API may answer. The history examples below are
 * served by the history reads (loyalty-history.ts).
 */

export const MEMBERSHIPS_EXAMPLE = {
  customer: {
    id: "cust_6onRrs4kCnvSVrTs5YtDPFBG",
    source_id: "source-123",
    object: "customer",
  },
  memberships: [
    {
      member: {
        id: "lmbr_128f962dbc8c4ba5dc",
        customer_id: "cust_6onRrs4kCnvSVrTs5YtDPFBG",
        program_id: "lprg_128f58429f4c4bf7b2",
        status: "ACTIVE",
        metadata: {},
        created_at: "2026-06-11T15:59:41.298Z",
        updated_at: null,
        object: "member",
      },
      program: {
        id: "lprg_128f58429f4c4bf7b2",
        name: "VIP Program",
        status: "ACTIVE",
        metadata: {},
        object: "program",
      },
      cards: [
        {
          member_role: "OWNER",
          created_at: "2026-06-11T15:59:41.298Z",
          card: {
            id: "lcard_128f962dbc8c4ba5dc",
            card_definition_id: "lcdef_128f58429f4c4bf7b2",
            card_type: "INDIVIDUAL",
            code: "CARD-001",
            object: "card",
          },
          object: "member_card",
        },
      ],
      object: "membership",
    },
  ],
  object: "memberships_result",
};

export const PROGRAM_MEMBERSHIP_EXAMPLE = {
  member: {
    id: "lmbr_128f962dbc8c4ba5dc",
    customer_id: "cust_6onRrs4kCnvSVrTs5YtDPFBG",
    program_id: "lprg_128f58429f4c4bf7b2",
    status: "ACTIVE",
    metadata: {},
    created_at: "2026-06-11T15:59:41.298Z",
    updated_at: null,
    object: "member",
  },
  program: {
    id: "lprg_128f58429f4c4bf7b2",
    name: "Summer Rewards",
    status: "ACTIVE",
    metadata: {},
    object: "program",
  },
  cards: [
    {
      member_role: "OWNER",
      created_at: "2026-06-11T15:59:41.303Z",
      tier_progress: {
        current: {
          tier: {
            id: "lt_128f4a88414c4bed6a",
            name: "Gold",
          },
          start_at: "2026-06-15T00:00:00.000Z",
          expires_at: "2027-06-15T00:00:00.000Z",
          points: {
            current: 740,
            min: 500,
            max: 1500,
          },
        },
        tier_structure: {
          id: "lts_128f4a88414c4bed69",
          object: "tier_structure",
        },
        deferred: [],
        risks: [
          {
            type: "TIER_DOWNGRADE",
            date: "2026-09-01T00:00:00.000Z",
            tier: {
              id: "lt_128f4b46558c4bedff",
              name: "Silver",
            },
          },
        ],
        opportunities: [],
        object: "member_tier_progress",
      },
      card: {
        id: "lcrd_128f962dbd8c4ba5df",
        card_definition_id: "lcdef_128f495f720c4bec8c",
        card_type: "INDIVIDUAL",
        code: "SummerTime-7z8dWawICd",
        lifetime_bucket: {
          points: {
            total: 740,
            earned: 40,
            added: 700,
            purchased: 0,
            purchased_reversed: 0,
            subtracted: 30,
            expired: 300,
            spent: 250,
            refunded: 0,
            returned: 0,
            locked: 250,
            unlocked: 250,
          },
          pending_points: {
            total: 160,
            activated: 40,
            canceled: 0,
          },
        },
        balance: {
          points: 160,
          pending_points: 120,
        },
        next_expiration: {
          points: 160,
          date: "2026-08-08",
        },
        next_activation: {
          points: 10,
          type: "PERIOD_BASED",
          date: "2026-07-20",
        },
        object: "card",
      },
      object: "member_card",
    },
    {
      member_role: "OWNER",
      created_at: "2026-06-11T15:59:41.303Z",
      card: {
        id: "lcrd_128f962dbd8c4ba5e0",
        card_definition_id: "lcdef_128f49963c0c4becb7",
        card_type: "INDIVIDUAL",
        code: "AutumnTime-R02hVARx33",
        lifetime_bucket: {
          points: {
            total: 50,
            earned: 0,
            added: 50,
            purchased: 0,
            purchased_reversed: 0,
            subtracted: 0,
            expired: 0,
            spent: 0,
            refunded: 0,
            returned: 0,
            locked: 0,
            unlocked: 0,
          },
          pending_points: {
            total: 160,
            activated: 0,
            canceled: 0,
          },
        },
        balance: {
          points: 50,
          pending_points: 160,
        },
        next_expiration: {
          points: 50,
          date: "2026-12-23",
        },
        next_activation: {
          points: 160,
          type: "FIXED_DATES",
          date: "2026-12-23",
        },
        object: "card",
      },
      object: "member_card",
    },
  ],
  object: "membership",
};

/** List card transactions (listCardTransactions), 200, "Card transaction list response": the AutumnTime card's five. */
export const CARD_TRANSACTIONS_EXAMPLE = {
  data: [
    {
      id: "lctx_1294c0f2ed0e497abc",
      card_id: "lcrd_128f962dbd8c4ba5e0",
      program_id: "lprg_128f58429f4c4bf7b2",
      member_id: "lmbr_128f962dbc8c4ba5dc",
      card_definition_id: "lcdef_128f49963c0c4becb7",
      card_type: "INDIVIDUAL",
      type: "ADMIN_CREDIT",
      details: {
        reason: "Sorry points",
        rejection: null,
        metadata: {},
        points: {
          total: 50,
          expiration_date: "2026-12-23",
        },
      },
      status: "APPROVED",
      created_at: "2026-06-15T16:18:57.588Z",
      updated_at: "2026-06-15T16:18:58.239Z",
      object: "card_transaction",
    },
    {
      id: "lctx_128f9821b6cfd14efa",
      card_id: "lcrd_128f962dbd8c4ba5e0",
      program_id: "lprg_128f58429f4c4bf7b2",
      member_id: "lmbr_128f962dbc8c4ba5dc",
      card_definition_id: "lcdef_128f49963c0c4becb7",
      card_type: "INDIVIDUAL",
      type: "PENDING_POINTS_ADDED",
      details: {
        reason: "AnnualProgram / AutumnPaid",
        rejection: null,
        metadata: {
          event_id: "evcus_128f981fced47cbe9b",
          member_id: "lmbr_128f962dbc8c4ba5dc",
          program_id: "lprg_128f58429f4c4bf7b2",
          earning_item_id: "lernei_128f582238cc4bf78e",
          earning_rule_id: "lern_128f5822398c4bf78f",
        },
        points: {
          total: 10,
          date: "2026-12-23",
          type: "FIXED_DATES",
        },
      },
      status: "APPROVED",
      created_at: "2026-06-11T16:08:13.275Z",
      updated_at: "2026-06-11T16:08:14.223Z",
      object: "card_transaction",
    },
    {
      id: "lctx_128f97f6b88fd14ea8",
      card_id: "lcrd_128f962dbd8c4ba5e0",
      program_id: "lprg_128f58429f4c4bf7b2",
      member_id: "lmbr_128f962dbc8c4ba5dc",
      card_definition_id: "lcdef_128f49963c0c4becb7",
      card_type: "INDIVIDUAL",
      type: "PENDING_POINTS_ADDED",
      details: {
        reason: "AnnualProgram / AutumnPaid",
        rejection: null,
        metadata: {
          event_id: "evcus_128f97f4f7d47cbe6a",
          member_id: "lmbr_128f962dbc8c4ba5dc",
          program_id: "lprg_128f58429f4c4bf7b2",
          earning_item_id: "lernei_128f582238cc4bf78e",
          earning_rule_id: "lern_128f5822398c4bf78f",
        },
        points: {
          total: 10,
          date: "2026-12-23",
          type: "FIXED_DATES",
        },
      },
      status: "APPROVED",
      created_at: "2026-06-11T16:07:29.250Z",
      updated_at: "2026-06-11T16:07:30.271Z",
      object: "card_transaction",
    },
    {
      id: "lctx_128f97848e4fd14e1d",
      card_id: "lcrd_128f962dbd8c4ba5e0",
      program_id: "lprg_128f58429f4c4bf7b2",
      member_id: "lmbr_128f962dbc8c4ba5dc",
      card_definition_id: "lcdef_128f49963c0c4becb7",
      card_type: "INDIVIDUAL",
      type: "PENDING_POINTS_ADDED",
      details: {
        reason: "AnnualProgram / AutumnPaid",
        rejection: null,
        metadata: {
          event_id: "evcus_128f9782100c4ba718",
          member_id: "lmbr_128f962dbc8c4ba5dc",
          program_id: "lprg_128f58429f4c4bf7b2",
          earning_item_id: "lernei_128f582238cc4bf78e",
          earning_rule_id: "lern_128f5822398c4bf78f",
        },
        points: {
          total: 10,
          date: "2026-12-23",
          type: "FIXED_DATES",
        },
      },
      status: "APPROVED",
      created_at: "2026-06-11T16:05:32.345Z",
      updated_at: "2026-06-11T16:05:33.153Z",
      object: "card_transaction",
    },
    {
      id: "lctx_128f974da3cfd14db7",
      card_id: "lcrd_128f962dbd8c4ba5e0",
      program_id: "lprg_128f58429f4c4bf7b2",
      member_id: "lmbr_128f962dbc8c4ba5dc",
      card_definition_id: "lcdef_128f49963c0c4becb7",
      card_type: "INDIVIDUAL",
      type: "PENDING_POINTS_ADDED",
      details: {
        reason: "AnnualProgram / AutumnPaid",
        rejection: null,
        metadata: {
          event_id: "evcus_128f974badd47cbddd",
          member_id: "lmbr_128f962dbc8c4ba5dc",
          program_id: "lprg_128f58429f4c4bf7b2",
          earning_item_id: "lernei_128f582238cc4bf78e",
          earning_rule_id: "lern_128f5822398c4bf78f",
        },
        points: {
          total: 10,
          date: "2026-12-23",
          type: "FIXED_DATES",
        },
      },
      status: "APPROVED",
      created_at: "2026-06-11T16:04:36.111Z",
      updated_at: "2026-06-11T16:04:37.157Z",
      object: "card_transaction",
    },
  ],
  cursor: null,
  object: "list",
};

/**
 * List member reward purchases (listMemberRewardPurchases), 200, "Reward purchase list". Its cursor
 * expired on 2026-07-27; the second purchase was paid from the SummerTime card (lcrd_…5df).
 */
export const REWARD_PURCHASES_EXAMPLE = {
  data: [
    {
      id: "lrtx_12cac270a5e2310b4b",
      card_id: "lcrd_128f962dbd8c4ba5e1",
      card_transaction_id: "lctx_12cac270a5e2310b4a",
      program_id: "lprg_128f58429f4c4bf7b2",
      member_id: "lmbr_128f962dbc8c4ba5dc",
      reward_id: "lrew_1294cebb458e4904a0",
      status: "APPROVED",
      type: "PURCHASE",
      details: {
        reason: "Points spent on reward",
        rejection: null,
        metadata: {},
        points: {
          total: 500,
        },
        result: {
          reward: {
            id: "lrew_1294cebb458e4904a0",
            type: "MATERIAL",
          },
          quantity: 1,
          material: {
            type: "PRODUCT",
            product: {
              id: "prod_1294ce96f66d469498",
            },
          },
          digital: null,
        },
      },
      created_at: "2026-07-27T15:03:27.128Z",
      updated_at: "2026-07-27T15:03:28.277Z",
      object: "reward_transaction",
    },
    {
      id: "lrtx_1299a9ded817f57b90",
      card_id: "lcrd_128f962dbd8c4ba5df",
      card_transaction_id: "lctx_1299a9ded817f57b8f",
      program_id: "lprg_128f58429f4c4bf7b2",
      member_id: "lmbr_128f962dbc8c4ba5dc",
      reward_id: "lrew_128f4cefbad47c863e",
      status: "APPROVED",
      type: "PURCHASE",
      details: {
        reason: "Points spent on reward",
        rejection: null,
        metadata: {},
        points: {
          total: 250,
        },
        result: {
          reward: {
            id: "lrew_128f4cefbad47c863e",
            type: "MATERIAL",
          },
          quantity: 1,
          material: {
            type: "PRODUCT",
            product: {
              id: "prod_128f4cd0a94c4bef25",
            },
          },
          digital: null,
        },
      },
      created_at: "2026-06-19T11:50:32.033Z",
      updated_at: "2026-06-19T11:50:33.387Z",
      object: "reward_transaction",
    },
    {
      id: "lrtx_129748dbafe65ae86e",
      card_id: "lcrd_128f962dbd8c4ba5e1",
      card_transaction_id: "lctx_129748dbafe65ae86d",
      program_id: "lprg_128f58429f4c4bf7b2",
      member_id: "lmbr_128f962dbc8c4ba5dc",
      reward_id: "lrew_128f4c6710947c85d1",
      status: "APPROVED",
      type: "PURCHASE",
      details: {
        reason: "Points spent on reward",
        rejection: null,
        metadata: {},
        points: {
          total: 150,
        },
        result: {
          reward: {
            id: "lrew_128f4c6710947c85d1",
            type: "MATERIAL",
          },
          quantity: 1,
          material: {
            type: "PRODUCT",
            product: {
              id: "prod_128f4c2edf547c859e",
            },
          },
          digital: null,
        },
      },
      created_at: "2026-06-17T15:29:43.104Z",
      updated_at: "2026-06-17T15:29:44.542Z",
      object: "reward_transaction",
    },
  ],
  cursor: {
    next: "lcrstrx_12cacd3182e2311881",
    expires_at: "2026-07-27T16:00:26.059Z",
  },
  object: "list",
};

/**
 * The card transactions the SummerTime card's writes answer with (each example's `transaction`):
 * Adjust card points ("Points added: Result", "Points subtracted: Result"), Activate and Cancel
 * pending points bucket. All four are still PENDING, as they are when the write answers.
 */
export const SUMMER_CARD_TRANSACTION_EXAMPLES = [
  {
    id: "lctx_12cfcfd67c8725bb92",
    card_id: "lcrd_128f962dbd8c4ba5df",
    program_id: "lprg_128f58429f4c4bf7b2",
    member_id: "lmbr_128f962dbc8c4ba5dc",
    card_definition_id: "lcdef_128f495f720c4bec8c",
    card_type: "INDIVIDUAL",
    type: "ADMIN_CREDIT",
    details: {
      reason: null,
      rejection: null,
      metadata: {},
      points: {
        total: 100,
        expiration_date: "2026-08-31",
      },
    },
    status: "PENDING",
    created_at: "2026-07-31T13:14:23.602Z",
    updated_at: null,
    object: "card_transaction",
  },
  {
    id: "lctx_12cfdf2de2570aa63b",
    card_id: "lcrd_128f962dbd8c4ba5df",
    program_id: "lprg_128f58429f4c4bf7b2",
    member_id: "lmbr_128f962dbc8c4ba5dc",
    card_definition_id: "lcdef_128f495f720c4bec8c",
    card_type: "INDIVIDUAL",
    type: "ADMIN_DEBIT",
    details: {
      reason: "Mistake",
      rejection: null,
      metadata: {},
      points: {
        total: -100,
      },
    },
    status: "PENDING",
    created_at: "2026-07-31T14:21:25.257Z",
    updated_at: null,
    object: "card_transaction",
  },
  {
    id: "lctx_12d7831b16c4e9243f",
    card_id: "lcrd_128f962dbd8c4ba5df",
    program_id: "lprg_128f58429f4c4bf7b2",
    member_id: "lmbr_128f962dbc8c4ba5dc",
    card_definition_id: "lcdef_128f495f720c4bec8c",
    card_type: "INDIVIDUAL",
    type: "PENDING_POINTS_ACTIVATED",
    details: {
      reason: "Manual points activation",
      rejection: null,
      metadata: {},
      points: {
        total: 70,
        date: "2026-08-16",
        type: "PERIOD_BASED",
      },
    },
    status: "PENDING",
    created_at: "2026-08-06T12:46:59.675Z",
    updated_at: null,
    object: "card_transaction",
  },
  {
    id: "lctx_12d7941860abf9e87f",
    card_id: "lcrd_128f962dbd8c4ba5df",
    program_id: "lprg_128f58429f4c4bf7b2",
    member_id: "lmbr_128f962dbc8c4ba5dc",
    card_definition_id: "lcdef_128f495f720c4bec8c",
    card_type: "INDIVIDUAL",
    type: "PENDING_POINTS_CANCELED",
    details: {
      reason: "Manual points cancellation",
      rejection: null,
      metadata: {},
      points: {
        total: 60,
        date: "2026-08-16",
        type: "PERIOD_BASED",
      },
    },
    status: "PENDING",
    created_at: "2026-08-06T14:01:13.346Z",
    updated_at: null,
    object: "card_transaction",
  },
];
