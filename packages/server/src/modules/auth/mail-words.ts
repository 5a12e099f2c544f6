import { INVITATION_DAYS, RESET_LINK_MINUTES } from '@obra/domain';

/** The mails about accounts, in the reader's language (PRODUCT.md, Language). Plain text only. */
interface AccountMails {
  resetSubject: string;
  resetText: (f: { name: string; link: string }) => string;
  inviteSubject: (f: { company: string }) => string;
  inviteText: (f: { company: string; role: 'worker' | 'client'; link: string }) => string;
  requestSubject: (f: { name: string }) => string;
  requestText: (f: { name: string; role: 'worker' | 'client'; link: string }) => string;
  decisionSubject: (f: { company: string; accepted: boolean }) => string;
  decisionText: (f: { name: string; company: string; accepted: boolean; link: string }) => string;
}

const ES: AccountMails = {
  resetSubject: 'Restablecer su contraseña de Obra',
  resetText: ({ name, link }) =>
    `Hola ${name}:\n\nAlguien pidió restablecer la contraseña de su cuenta de Obra. Para elegir una nueva, abra este enlace (funciona una vez, durante ${RESET_LINK_MINUTES} minutos):\n\n${link}\n\nSi no lo pidió usted, ignore este correo: su contraseña no cambia.`,
  inviteSubject: ({ company }) => `${company} le invita a Obra`,
  inviteText: ({ company, role, link }) =>
    `${company} le invita a trabajar con ${role === 'worker' ? 'su equipo' : 'ellos como cliente'} en Obra.\n\nPara aceptar y crear su usuario, abra este enlace (funciona una vez, durante ${INVITATION_DAYS} días):\n\n${link}\n\nSi no esperaba esta invitación, ignore este correo.`,
  requestSubject: ({ name }) => `${name} pide unirse a su compañía en Obra`,
  requestText: ({ name, role, link }) =>
    `${name} se registró en Obra con el identificador de su compañía y pide unirse como ${role === 'worker' ? 'trabajador' : 'cliente'}.\n\nNo tiene acceso hasta que usted lo acepte. Revise la solicitud aquí:\n\n${link}`,
  decisionSubject: ({ company, accepted }) =>
    accepted ? `${company} aceptó su solicitud en Obra` : `${company} no aceptó su solicitud en Obra`,
  decisionText: ({ name, company, accepted, link }) =>
    accepted
      ? `Hola ${name}:\n\n${company} aceptó su solicitud. Ya puede entrar:\n\n${link}`
      : `Hola ${name}:\n\n${company} no aceptó su solicitud para unirse. Si cree que es un error, comuníquese con la compañía.`,
};

const EN: AccountMails = {
  resetSubject: 'Reset your Obra password',
  resetText: ({ name, link }) =>
    `Hello ${name},\n\nSomeone asked to reset the password of your Obra account. To choose a new one, open this link (it works once, for ${RESET_LINK_MINUTES} minutes):\n\n${link}\n\nIf you did not ask for it, ignore this e-mail: your password stays the same.`,
  inviteSubject: ({ company }) => `${company} invites you to Obra`,
  inviteText: ({ company, role, link }) =>
    `${company} invites you to work with ${role === 'worker' ? 'their crew' : 'them as a client'} on Obra.\n\nTo accept and create your username, open this link (it works once, for ${INVITATION_DAYS} days):\n\n${link}\n\nIf you did not expect this invitation, ignore this e-mail.`,
  requestSubject: ({ name }) => `${name} asks to join your company on Obra`,
  requestText: ({ name, role, link }) =>
    `${name} signed up on Obra with your company's identifier and asks to join as a ${role === 'worker' ? 'worker' : 'client'}.\n\nThey have no access until you accept. Review the request here:\n\n${link}`,
  decisionSubject: ({ company, accepted }) =>
    accepted ? `${company} accepted your request on Obra` : `${company} declined your request on Obra`,
  decisionText: ({ name, company, accepted, link }) =>
    accepted
      ? `Hello ${name},\n\n${company} accepted your request. You can sign in now:\n\n${link}`
      : `Hello ${name},\n\n${company} declined your request to join. If you think this is a mistake, contact the company.`,
};

export const accountMails = (language: string): AccountMails => (language === 'en' ? EN : ES);
