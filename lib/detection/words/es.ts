import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

const DETECTOR_CHECKS =
  "El detector ya se asegura de que ninguna letra, dígito ni _ toque un código por ninguno de sus lados";
const FLAGS =
  "Los modificadores definidos dentro de un patrón, como (?{flags}:…), no se admiten en los patrones de código";

export default {
  sectionHeading: "Detección en las páginas del helpdesk",
  patternsSwitchedOff: {
    one: "Un patrón de código está desactivado y no marca nada: el ticket de un cliente podría hacer que bloqueara la pestaña del helpdesk, o las páginas no pudieron ejecutarlo. Los demás patrones e ids se siguen marcando. Reescríbalo como se indica y vuelva a añadirlo.",
    many: "{count} patrones de código están desactivados y no marcan nada: el ticket de un cliente podría hacer que bloquearan la pestaña del helpdesk, o las páginas no pudieron ejecutarlos. Los demás patrones e ids se siguen marcando. Reescriba cada uno como se indica y vuelva a añadirlo.",
    other:
      "{count} patrones de código están desactivados y no marcan nada: el ticket de un cliente podría hacer que bloquearan la pestaña del helpdesk, o las páginas no pudieron ejecutarlos. Los demás patrones e ids se siguen marcando. Reescriba cada uno como se indica y vuelva a añadirlo.",
  },
  switchedOffItem: "{pattern}: {reason}",
  notSaved: "No se guardó: {reason}. Vuelva a cargar esta página e inténtelo de nuevo.",
  domainRefused: "«{domain}»: use un dominio como acme.com, sin @ ni https://",

  emailsLabel: "Marcar las direcciones de correo como source id de clientes",
  setByOrganisation: "Definido por su organización.",
  patternsHeading: "Patrones de código para «{profile}»",
  patternsHint:
    "Los ids como cust_…, camp_… y lcrd_… se marcan siempre. Los códigos tienen formato libre, así que indique a Voucher Lens cómo son los suyos: un prefijo como BF25- o una expresión regular entre barras, como {example}.",
  patternsRules:
    "Una expresión debe seguir siendo rápida en cualquier ticket, así que limite cada repetición a 64 como máximo, escriba una secuencia de letras, dígitos y guiones como una sola secuencia, como {oneRun} (no varias secuencias seguidas ni secuencias con guiones opcionales entre ellas), escriba una parte repetida con el guion con el que empieza, como {repeatedPart}, y los grupos como (?:…), sin nombre.",
  patternOff: "Desactivado: {reason}",
  removePattern: "Quitar el patrón {pattern}",
  remove: "Quitar",
  noPatterns: "Aún no hay patrones de código.",
  codePattern: "Patrón de código",
  addPattern: "Añadir patrón",
  saveProfileFirst: "Guarde un perfil para añadir los patrones de código de su proyecto.",

  thisSite: "Este sitio",
  runsBuiltIn: "La detección funciona en {host} (un helpdesk compatible).",
  runsEnabled: "La detección funciona en {host}.",
  runsOff: "La detección está desactivada en {host}.",
  enableHere: "Activar en este sitio",
  disableHere: "Desactivar en este sitio",
  notGranted: "No se activó: no se concedió el permiso.",
  notEnabled: "No se activó: {reason}",
  offNextLoad: "Desactivada a partir de la próxima carga de la página.",
  httpsOnly: "La detección solo funciona en páginas https.",
  outsideWorkspace:
    "Voucher Lens funciona en {helpdesk} solo en su espacio de trabajo de agentes; esta página está fuera de él (un centro de ayuda u otra página pública, por ejemplo).",

  patternEmpty: "Escriba un prefijo como BF25- o una expresión regular como {example}",
  patternTooLong: "El patrón debe tener menos de 200 caracteres",
  patternTooLongWritten: "El patrón debe tener menos de 200 caracteres (con sus grupos escritos como (?:…))",
  prefixSpaces: "Un prefijo no puede contener espacios",
  prefixTooShort: "Un prefijo necesita al menos 2 caracteres; si no, coincidiría con cualquier palabra",
  doesNotCompile: "Esta expresión regular no compila: {error}",
  notBesideBuiltIns:
    "Esta expresión regular no compila junto a los ids integrados ({error}): escriba las letras tal cual (k, no \\k) y los grupos como (?:…)",
  matchesEmpty: "Este patrón coincide con texto vacío, así que lo marcaría todo",
  tooSlow: {
    one: "Este patrón es demasiado lento ({ms} ms con {count} carácter): las repeticiones anidadas como (a+)+ provocan un retroceso catastrófico. Simplifíquelo.",
    many: "Este patrón es demasiado lento ({ms} ms con {count} caracteres): las repeticiones anidadas como (a+)+ provocan un retroceso catastrófico. Simplifíquelo.",
    other:
      "Este patrón es demasiado lento ({ms} ms con {count} caracteres): las repeticiones anidadas como (a+)+ provocan un retroceso catastrófico. Simplifíquelo.",
  },
  skippedEverywhere:
    "se omite en todas las páginas, porque el detector no compila con él ({error}). Quítelo y vuelva a añadirlo",

  backReference: "Las referencias inversas como {part} no se admiten en los patrones de código",
  namedGroup:
    "Los grupos con nombre como (?<{name}>…) no se admiten en los patrones de código: escriba (?:{inner}) en su lugar",
  lookAheadLeaveOut: `Una búsqueda hacia delante (lookahead) como {part} no se admite en los patrones de código: quítela. ${DETECTOR_CHECKS}`,
  lookAheadWrite: `Una búsqueda hacia delante (lookahead) como {part} no se admite en los patrones de código: escriba lo que comprueba como parte del código (…{inside}) o quítela. ${DETECTOR_CHECKS}`,
  lookBehindLeaveOut: `Una búsqueda hacia atrás (lookbehind) como {part} no se admite en los patrones de código: quítela. ${DETECTOR_CHECKS}`,
  lookBehindWrite: `Una búsqueda hacia atrás (lookbehind) como {part} no se admite en los patrones de código: escriba lo que comprueba como parte del código ({inside}…) o quítela. ${DETECTOR_CHECKS}`,
  flagsIgnoreCase: `${FLAGS}: escriba cada letra en mayúscula y en minúscula dentro de una clase, como {example}`,
  flagsIgnoreCaseAny: `${FLAGS}: escriba cada letra en mayúscula y en minúscula dentro de una clase, como [Bb][Ff]25 o [A-Za-z]`,
  flagsDotAll: `${FLAGS}: escriba en una clase los caracteres que admite el código, como [A-Z0-9], en lugar de .`,
  flagsOther: `${FLAGS}: escriba el grupo sin ellos, como (?:{inner})`,
  choicesOverlap:
    "Las alternativas de {group} pueden coincidir con el mismo texto ({first} y {second}): haga que cada alternativa se distinga de las demás por un carácter en la misma posición, como (GC|GV), o escriba la parte opcional con ?, como GIFT(?:CARD)?",
  choicesOverlapPattern:
    "Las alternativas del patrón pueden coincidir con el mismo texto ({first} y {second}): haga que cada alternativa se distinga de las demás por un carácter en la misma posición, como (GC|GV), o escriba la parte opcional con ?, como GIFT(?:CARD)?",
  emptyChoice: "nada",
  nestedRepeat:
    "{part} repite algo que a su vez se repite ({inner}): estas repeticiones anidadas pueden tardar indefinidamente con algunos textos. Escriba {flat} en su lugar",
  nestedRepeatAny:
    "{part} repite algo que a su vez se repite ({inner}): estas repeticiones anidadas pueden tardar indefinidamente con algunos textos. Escriba en su lugar las partes del código una tras otra, cada una con un límite, como {example}",
  unbounded: "{part} se repite sin límite: póngale uno, como {bounded} ({max} como máximo)",
  tooManyRepeats: {
    one: "{part} se repite más de {count} vez: los códigos son más cortos",
    many: "{part} se repite más de {count} veces: los códigos son más cortos",
    other: "{part} se repite más de {count} veces: los códigos son más cortos",
  },
  codeTooLong:
    "Este patrón puede abarcar hasta {length} caracteres, y la página lo prueba desde cada posición de un ticket: limite un código a {max} caracteres como máximo (un grupo repetido repite todo lo que contiene)",
  runStartsCode: {
    one: "{part} puede iniciar un código y debe ir seguido de algo más, así que en una secuencia larga de caracteres que admite se vuelve a probar desde cada uno. Empiece el código con un literal que no admita (como CODE-{part}), termine el código con él o limítelo a {count} carácter como máximo",
    many: "{part} puede iniciar un código y debe ir seguido de algo más, así que en una secuencia larga de caracteres que admite se vuelve a probar desde cada uno. Empiece el código con un literal que no admita (como CODE-{part}), termine el código con él o limítelo a {count} caracteres como máximo",
    other:
      "{part} puede iniciar un código y debe ir seguido de algo más, así que en una secuencia larga de caracteres que admite se vuelve a probar desde cada uno. Empiece el código con un literal que no admita (como CODE-{part}), termine el código con él o limítelo a {count} caracteres como máximo",
  },
  runRepeated:
    "{part} se repite sin nada entre las repeticiones que no pueda admitir, así que una secuencia larga de esos caracteres se reparte entre ellas de muchas maneras. Escriba una sola secuencia, como {suggestion}",
  runsOverlap:
    "{first} y {second} pueden admitir los mismos caracteres, así que una secuencia larga de esos caracteres se reparte entre ellos de muchas maneras, lo que puede bloquear la página. Escriba una sola secuencia, como {suggestion}, o ponga entre ellos un literal que ninguno de los dos admita",
  runsOverlapBetween:
    "{first} y {second} pueden admitir los mismos caracteres, con solo {between} entre ellos, así que una secuencia larga de esos caracteres se reparte entre ellos de muchas maneras, lo que puede bloquear la página. Escriba una sola secuencia, como {suggestion}, o ponga entre ellos un literal que ninguno de los dos admita",
} satisfies Translation<typeof en>;
