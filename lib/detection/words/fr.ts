import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

// French typography: a no-break space (\u00A0) before « : » and inside « … ».

const DETECTOR_CHECKS =
  "Le détecteur vérifie déjà qu’aucune lettre, aucun chiffre ni _ ne touche un code d’un côté ou de l’autre";
const FLAGS =
  "Les drapeaux définis dans un motif, comme (?{flags}:…), ne sont pas pris en charge dans les motifs de code";

export default {
  sectionHeading: "Détection dans les pages du helpdesk",
  patternsSwitchedOff: {
    one: "Un motif de code est désactivé et ne marque rien\u00A0: le ticket d’un client pourrait lui faire figer l’onglet du helpdesk, ou les pages n’ont pas pu l’exécuter. Les autres motifs et les id restent marqués. Réécrivez-le comme indiqué et ajoutez-le de nouveau.",
    many: "{count} motifs de code sont désactivés et ne marquent rien\u00A0: le ticket d’un client pourrait leur faire figer l’onglet du helpdesk, ou les pages n’ont pas pu les exécuter. Les autres motifs et les id restent marqués. Réécrivez chacun comme indiqué et ajoutez-le de nouveau.",
    other:
      "{count} motifs de code sont désactivés et ne marquent rien\u00A0: le ticket d’un client pourrait leur faire figer l’onglet du helpdesk, ou les pages n’ont pas pu les exécuter. Les autres motifs et les id restent marqués. Réécrivez chacun comme indiqué et ajoutez-le de nouveau.",
  },
  switchedOffItem: "{pattern}\u00A0: {reason}",
  notSaved: "Non enregistré\u00A0: {reason}. Rechargez cette page et réessayez.",
  domainRefused: "«\u00A0{domain}\u00A0»\u00A0: indiquez un domaine comme acme.com, sans @ ni https://",

  emailsLabel: "Marquer les adresses e-mail comme source id de clients",
  setByOrganisation: "Défini par votre organisation.",
  patternsHeading: "Motifs de code pour «\u00A0{profile}\u00A0»",
  patternsHint:
    "Les id comme cust_…, camp_… et lcrd_… sont toujours marqués. Les codes sont de forme libre\u00A0: indiquez à Voucher Lens à quoi ressemblent les vôtres, avec un préfixe comme BF25- ou une expression régulière entre barres obliques, comme {example}.",
  patternsRules:
    "Une expression doit rester rapide sur n’importe quel ticket\u00A0: limitez donc chaque répétition à 64 au plus, écrivez une suite de lettres, de chiffres et de tirets comme une seule suite, par exemple {oneRun} (et non plusieurs suites d’affilée, ni des suites séparées par des tirets facultatifs), écrivez une partie répétée avec le tiret par lequel elle commence, par exemple {repeatedPart}, et les groupes sous la forme (?:…), sans nom.",
  patternOff: "Désactivé\u00A0: {reason}",
  removePattern: "Supprimer le motif {pattern}",
  remove: "Supprimer",
  noPatterns: "Aucun motif de code pour l’instant.",
  codePattern: "Motif de code",
  addPattern: "Ajouter le motif",
  saveProfileFirst: "Enregistrez un profil pour ajouter les motifs de code de son projet.",

  thisSite: "Ce site",
  runsBuiltIn: "La détection est active sur {host} (un helpdesk pris en charge).",
  runsEnabled: "La détection est active sur {host}.",
  runsOff: "La détection est désactivée sur {host}.",
  enableHere: "Activer sur ce site",
  disableHere: "Désactiver sur ce site",
  notGranted: "Non activé\u00A0: l’autorisation n’a pas été accordée.",
  notEnabled: "Non activé\u00A0: {reason}",
  offNextLoad: "Désactivé à partir du prochain chargement de la page.",
  httpsOnly: "La détection ne fonctionne que sur les pages https.",
  outsideWorkspace:
    "Voucher Lens ne fonctionne sur {helpdesk} que dans l’espace de travail des agents\u00A0; cette page est en dehors (un centre d’aide ou une autre page publique, par exemple).",

  patternEmpty: "Saisissez un préfixe comme BF25- ou une expression régulière comme {example}",
  patternTooLong: "Le motif doit faire moins de 200 caractères",
  patternTooLongWritten:
    "Le motif doit faire moins de 200 caractères (ses groupes écrits sous la forme (?:…))",
  prefixSpaces: "Un préfixe ne peut pas contenir d’espaces",
  prefixTooShort: "Un préfixe doit comporter au moins 2 caractères, sinon chaque mot correspondrait",
  doesNotCompile: "Cette expression régulière ne se compile pas\u00A0: {error}",
  notBesideBuiltIns:
    "Cette expression régulière ne se compile pas avec les id intégrés ({error})\u00A0: écrivez les lettres telles quelles (k, et non \\k) et les groupes sous la forme (?:…)",
  matchesEmpty: "Ce motif correspond à un texte vide, il marquerait donc tout",
  tooSlow: {
    one: "Ce motif est trop lent ({ms}\u00A0ms sur {count}\u00A0caractère)\u00A0: les répétitions imbriquées comme (a+)+ provoquent un retour arrière catastrophique. Simplifiez-le.",
    many: "Ce motif est trop lent ({ms}\u00A0ms sur {count}\u00A0caractères)\u00A0: les répétitions imbriquées comme (a+)+ provoquent un retour arrière catastrophique. Simplifiez-le.",
    other:
      "Ce motif est trop lent ({ms}\u00A0ms sur {count}\u00A0caractères)\u00A0: les répétitions imbriquées comme (a+)+ provoquent un retour arrière catastrophique. Simplifiez-le.",
  },
  skippedEverywhere:
    "ignoré sur chaque page, car le détecteur ne se compile pas avec lui ({error}). Supprimez-le et ajoutez-le de nouveau",

  backReference: "Les références arrière comme {part} ne sont pas prises en charge dans les motifs de code",
  namedGroup:
    "Les groupes nommés comme (?<{name}>…) ne sont pas pris en charge dans les motifs de code\u00A0: écrivez plutôt (?:{inner})",
  lookAheadLeaveOut: `Une assertion avant (lookahead) comme {part} n’est pas prise en charge dans les motifs de code\u00A0: supprimez-la. ${DETECTOR_CHECKS}`,
  lookAheadWrite: `Une assertion avant (lookahead) comme {part} n’est pas prise en charge dans les motifs de code\u00A0: écrivez ce qu’elle vérifie comme partie du code (…{inside}), ou supprimez-la. ${DETECTOR_CHECKS}`,
  lookBehindLeaveOut: `Une assertion arrière (lookbehind) comme {part} n’est pas prise en charge dans les motifs de code\u00A0: supprimez-la. ${DETECTOR_CHECKS}`,
  lookBehindWrite: `Une assertion arrière (lookbehind) comme {part} n’est pas prise en charge dans les motifs de code\u00A0: écrivez ce qu’elle vérifie comme partie du code ({inside}…), ou supprimez-la. ${DETECTOR_CHECKS}`,
  flagsIgnoreCase: `${FLAGS}\u00A0: écrivez les deux casses de chaque lettre dans une classe, par exemple {example}`,
  flagsIgnoreCaseAny: `${FLAGS}\u00A0: écrivez les deux casses de chaque lettre dans une classe, par exemple [Bb][Ff]25 ou [A-Za-z]`,
  flagsDotAll: `${FLAGS}\u00A0: écrivez dans une classe les caractères que prend le code, par exemple [A-Z0-9], à la place de .`,
  flagsOther: `${FLAGS}\u00A0: écrivez le groupe sans eux, sous la forme (?:{inner})`,
  choicesOverlap:
    "Les alternatives de {group} peuvent correspondre au même texte ({first} et {second})\u00A0: faites différer chaque alternative des autres par un caractère à la même position, comme (GC|GV), ou écrivez la partie facultative avec ?, comme GIFT(?:CARD)?",
  choicesOverlapPattern:
    "Les alternatives du motif peuvent correspondre au même texte ({first} et {second})\u00A0: faites différer chaque alternative des autres par un caractère à la même position, comme (GC|GV), ou écrivez la partie facultative avec ?, comme GIFT(?:CARD)?",
  emptyChoice: "rien",
  nestedRepeat:
    "{part} répète quelque chose qui se répète lui-même ({inner})\u00A0: de telles répétitions imbriquées peuvent durer indéfiniment sur certains textes. Écrivez plutôt {flat}",
  nestedRepeatAny:
    "{part} répète quelque chose qui se répète lui-même ({inner})\u00A0: de telles répétitions imbriquées peuvent durer indéfiniment sur certains textes. Écrivez plutôt les parties du code l’une après l’autre, chacune avec une limite, par exemple {example}",
  unbounded: "{part} se répète sans limite\u00A0: donnez-lui-en une, par exemple {bounded} ({max} au plus)",
  tooManyRepeats: {
    one: "{part} se répète plus de {count}\u00A0fois\u00A0: les codes sont plus courts que cela",
    many: "{part} se répète plus de {count}\u00A0fois\u00A0: les codes sont plus courts que cela",
    other: "{part} se répète plus de {count}\u00A0fois\u00A0: les codes sont plus courts que cela",
  },
  codeTooLong:
    "Ce motif peut couvrir jusqu’à {length}\u00A0caractères, et la page l’essaie à partir de chaque position d’un ticket\u00A0: limitez un code à {max}\u00A0caractères au plus (un groupe répété répète tout ce qu’il contient)",
  runStartsCode: {
    one: "{part} peut commencer un code et doit être suivi d’autre chose\u00A0: sur une longue suite de caractères qu’il accepte, il est donc réessayé à partir de chacun. Commencez le code par un littéral qu’il n’accepte pas (par exemple CODE-{part}), terminez le code par lui, ou limitez-le à {count}\u00A0caractère au plus",
    many: "{part} peut commencer un code et doit être suivi d’autre chose\u00A0: sur une longue suite de caractères qu’il accepte, il est donc réessayé à partir de chacun. Commencez le code par un littéral qu’il n’accepte pas (par exemple CODE-{part}), terminez le code par lui, ou limitez-le à {count}\u00A0caractères au plus",
    other:
      "{part} peut commencer un code et doit être suivi d’autre chose\u00A0: sur une longue suite de caractères qu’il accepte, il est donc réessayé à partir de chacun. Commencez le code par un littéral qu’il n’accepte pas (par exemple CODE-{part}), terminez le code par lui, ou limitez-le à {count}\u00A0caractères au plus",
  },
  runRepeated:
    "{part} est répété sans rien entre les répétitions qu’il ne puisse accepter\u00A0: une longue suite de tels caractères se répartit donc entre elles de nombreuses façons. Écrivez une seule suite, par exemple {suggestion}",
  runsOverlap:
    "{first} et {second} peuvent accepter les mêmes caractères\u00A0: une longue suite de tels caractères se répartit donc entre eux de nombreuses façons, ce qui peut figer la page. Écrivez une seule suite, par exemple {suggestion}, ou placez entre eux un littéral qu’aucun des deux n’accepte",
  runsOverlapBetween:
    "{first} et {second} peuvent accepter les mêmes caractères, avec seulement {between} entre eux\u00A0: une longue suite de tels caractères se répartit donc entre eux de nombreuses façons, ce qui peut figer la page. Écrivez une seule suite, par exemple {suggestion}, ou placez entre eux un littéral qu’aucun des deux n’accepte",
} satisfies Translation<typeof en>;
