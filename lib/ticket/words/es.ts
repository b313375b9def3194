import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  autoOnlyId: "El único id de cliente de este ticket",
  autoOnlyEmail: "El único correo electrónico de este ticket",
  autoDoubt:
    "Buscado automáticamente, pero este ticket ahora muestra también otro cliente; compruebe que sea el correcto",
  autoGone: "Buscado automáticamente para un cliente que este ticket ya no muestra",
  autoElsewhere: "El cliente del ticket que tenía abierto",
  autoHeld: {
    one: "No se buscó automáticamente: en esta pestaña ya se buscó {count} cliente sin clic en los últimos {minutes} minutos, más a menudo de lo que un agente cambia de ticket",
    many: "No se buscó automáticamente: en esta pestaña ya se buscaron {count} clientes sin clic en los últimos {minutes} minutos, más a menudo de lo que un agente cambia de ticket",
    other:
      "No se buscó automáticamente: en esta pestaña ya se buscaron {count} clientes sin clic en los últimos {minutes} minutos, más a menudo de lo que un agente cambia de ticket",
  },
  chooseCustomer: {
    one: "{count} cliente en este ticket: elija uno",
    many: "{count} clientes en este ticket: elija uno",
    other: "{count} clientes en este ticket: elija uno",
  },
  aboutTicket: "Sobre el ticket {ticket} (no el que está abierto ahora)",
  aboutAnotherTicket: "Sobre otro ticket (no el que está abierto ahora)",
  aboutNoTicket: "Sobre una página en la que Voucher Lens no funciona (no el ticket abierto ahora)",
  aboutPageBefore: "Buscado antes de que se cargara esta página (puede ser de otro ticket)",
  requesterOtherEmail:
    "El solicitante de este ticket es {requester}; el correo electrónico de este cliente es {email}",
  requesterNoEmail:
    "El solicitante de este ticket es {requester}; la respuesta no indica ningún correo electrónico de este cliente",
  ticketShowsOtherEmail: "Este ticket muestra {requesters}; el correo electrónico de este cliente es {email}",
  ticketShowsNoEmail:
    "Este ticket muestra {requesters}; la respuesta no indica ningún correo electrónico de este cliente",
  lookUpOnlyCustomer:
    "Buscar el cliente del ticket cuando muestre exactamente uno (con el panel lateral abierto)",
  ownDomains: "Nuestros dominios de correo",
  ownDomainsHint:
    "Las direcciones de estos dominios son de su equipo, nunca del cliente del ticket (con el marcado de correos activado).",
  applyDomains: "Aplicar dominios",
  orderIdNotSearchable:
    "Los canjes no se pueden buscar por id de pedido ({orderId}); busque el cliente o el código de este ticket.",
  onThisTicket: "En este ticket",
  lookUpToken: "Buscar {token}",
  lookUp: "Buscar",
  lookUpAgainHere: "Volver a buscarlo aquí",
  mismatchSentence: "{mismatch}.",
  heldSentence: "{held}.",
  lookUpAgain: "Volver a buscar",
  droppedAnswer: "Pasó a otro ticket antes de que llegara la respuesta sobre {lookup}, así que se descartó.",
  nothingDetected:
    "No se detectó nada en esta página. En un helpdesk que Voucher Lens aún no conoce, elija «Activar en este sitio» en la ventana emergente de la barra de herramientas.",
  onThisPage: "En esta página ({count})",
  onThisPageMore: "En esta página ({count}+)",
  groupCustomers: "Clientes",
  groupCodes: "Códigos",
  groupVouchers: "Cupones",
  groupPromotions: "Promociones",
  groupCampaigns: "Campañas",
  groupRedemptions: "Canjes",
  groupLoyalty: "Ids de fidelización",
  groupOrders: "Pedidos",
  groupEmails: "Correos electrónicos",
  orderIdWhat: "id de pedido {orderId}",
  andMore: { one: "y {count} más", many: "y {count} más", other: "y {count} más" },
  showToolbarCount: "Mostrar el número de ids y códigos en el icono de la barra de herramientas",
} satisfies Translation<typeof en>;
