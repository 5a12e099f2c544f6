/** Texts of join requests, invitations and the company's password change for a worker. */
const es = {
  joining: {
    requestsTitle: 'Solicitudes para unirse',
    requestsHelp: 'Se registraron con el identificador de su compañía. No tienen acceso hasta que usted los acepte.',
    roles: { employee: 'Empleado', contractor: 'Contratista', client: 'Cliente' },
    askedOn: 'Pidió unirse el {{date}}',
    accept: 'Aceptar',
    refuse: 'Rechazar',
    acceptFor: 'Aceptar a {{name}}',
    refuseFor: 'Rechazar a {{name}}',
    refuseConfirm: '¿Está seguro que quiere rechazar la solicitud de {{name}}? No tendrá acceso a su compañía.',
    accepted: 'Solicitud aceptada',
    refused: 'Solicitud rechazada',
    inviteWorker: 'Invitar por correo',
    inviteWorkerTitle: 'Invitar a un trabajador',
    inviteWorkerHelp:
      'Le enviaremos un enlace para crear su usuario (funciona una vez, durante 7 días). Entra a su equipo al aceptar.',
    email: 'Correo electrónico',
    role: 'Como',
    send: 'Enviar la invitación',
    sent: 'Invitación enviada a {{email}}',
    inviteClient: 'Invitar a crear su cuenta',
    inviteClientFor: 'Invitar a {{name}} a crear su cuenta',
    inviteClientConfirm:
      '¿Enviar a {{email}} un enlace para que {{name}} cree su usuario y vea sus proyectos? Funciona una vez, durante 7 días.',
    clientSent: 'Invitación enviada a {{email}}',
    setPassword: 'Cambiar su contraseña',
    setPasswordTitle: 'Nueva contraseña para {{name}}',
    setPasswordHelp:
      'Para un trabajador que la olvidó y no tiene correo. Se cerrará su sesión en todos sus dispositivos; dígale la contraseña nueva en persona.',
    passwordSaved: 'Contraseña cambiada',
    save: 'Guardar',
  },
};

const en: typeof es = {
  joining: {
    requestsTitle: 'Requests to join',
    requestsHelp: "They signed up with your company's identifier. They have no access until you accept them.",
    roles: { employee: 'Employee', contractor: 'Contractor', client: 'Client' },
    askedOn: 'Asked to join on {{date}}',
    accept: 'Accept',
    refuse: 'Decline',
    acceptFor: 'Accept {{name}}',
    refuseFor: 'Decline {{name}}',
    refuseConfirm: "Are you sure you want to decline {{name}}'s request? They will have no access to your company.",
    accepted: 'Request accepted',
    refused: 'Request declined',
    inviteWorker: 'Invite by e-mail',
    inviteWorkerTitle: 'Invite a worker',
    inviteWorkerHelp:
      'We will send them a link to create their username (it works once, for 7 days). They join your crew on accepting.',
    email: 'E-mail',
    role: 'As',
    send: 'Send the invitation',
    sent: 'Invitation sent to {{email}}',
    inviteClient: 'Invite to create their account',
    inviteClientFor: 'Invite {{name}} to create their account',
    inviteClientConfirm:
      'Send {{email}} a link so {{name}} can create a username and see their projects? It works once, for 7 days.',
    clientSent: 'Invitation sent to {{email}}',
    setPassword: 'Change their password',
    setPasswordTitle: 'New password for {{name}}',
    setPasswordHelp:
      'For a worker who forgot it and has no e-mail. They are signed out on all their devices; tell them the new password in person.',
    passwordSaved: 'Password changed',
    save: 'Save',
  },
};

export const joiningTexts = { es, en };
