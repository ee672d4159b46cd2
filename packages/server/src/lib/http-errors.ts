import {
  API_LANGUAGE_CODES,
  COMMENT_MAX_LENGTH,
  MAX_EMAIL_RECIPIENTS,
  PERMANENT_BASKET_LIMIT,
  type ErrorKey,
} from '@estante/contract';

/** The languages of the API's messages. */
export type Lang = 'pt' | 'en' | 'es';

/** Server-side texts of the error keys, so an API client without our web app reads them too. */
const MESSAGES: Record<ErrorKey, Record<Lang, string>> = {
  not_found: {
    pt: 'Recurso não encontrado.',
    en: 'Resource not found.',
    es: 'Recurso no encontrado.',
  },
  validation_error: {
    pt: 'Valor inválido no campo {field}.',
    en: 'Invalid value in field {field}.',
    es: 'Valor no válido en el campo {field}.',
  },
  unexpected_error: {
    pt: 'Erro inesperado. Tente novamente mais tarde.',
    en: 'Unexpected error. Please try again later.',
    es: 'Error inesperado. Inténtelo de nuevo más tarde.',
  },
  database_unavailable: {
    pt: 'O banco de dados não está disponível.',
    en: 'The database is unavailable.',
    es: 'La base de datos no está disponible.',
  },
  search_field_required: {
    pt: 'Informe o que deseja pesquisar.',
    en: 'Enter what you want to search for.',
    es: 'Indique lo que desea buscar.',
  },
  too_many_requests: {
    pt: 'Muitas requisições. Aguarde um momento.',
    en: 'Too many requests. Please wait a moment.',
    es: 'Demasiadas solicitudes. Espere un momento.',
  },
  basket_too_large: {
    pt: 'A exportação aceita no máximo 500 títulos.',
    en: 'An export may hold at most 500 titles.',
    es: 'La exportación admite como máximo 500 títulos.',
  },
  titles_not_found: {
    pt: 'Nenhum dos títulos informados existe no acervo.',
    en: 'None of the given titles exists in the catalogue.',
    es: 'Ninguno de los títulos indicados existe en el acervo.',
  },
  invalid_email: {
    pt: 'Endereço de e-mail inválido: {field}. Nada foi enviado.',
    en: 'Invalid email address: {field}. Nothing was sent.',
    es: 'Dirección de correo electrónico no válida: {field}. No se envió nada.',
  },
  mail_unavailable: {
    pt: 'Não foi possível enviar o e-mail agora. Tente novamente mais tarde.',
    en: 'The email could not be sent now. Please try again later.',
    es: 'No fue posible enviar el correo ahora. Inténtelo de nuevo más tarde.',
  },
  ebook_supplier_not_found: {
    pt: 'Dados do fornecedor do e-book não encontrados: entre em contato com a biblioteca.',
    en: 'E-book supplier data not found: contact the library.',
    es: 'Datos del proveedor del libro electrónico no encontrados: póngase en contacto con la biblioteca.',
  },
  login_required: {
    pt: 'Entre com sua conta para continuar.',
    en: 'Sign in to continue.',
    es: 'Inicie sesión para continuar.',
  },
  email_export_disabled: {
    pt: 'O envio por e-mail não está disponível. Baixe o arquivo.',
    en: 'Sending by email is not available. Download the file instead.',
    es: 'El envío por correo electrónico no está disponible. Descargue el archivo.',
  },
  too_many_recipients: {
    pt: `Informe no máximo ${MAX_EMAIL_RECIPIENTS} endereços de e-mail. Nada foi enviado.`,
    en: `Enter at most ${MAX_EMAIL_RECIPIENTS} email addresses. Nothing was sent.`,
    es: `Indique como máximo ${MAX_EMAIL_RECIPIENTS} direcciones de correo electrónico. No se envió nada.`,
  },
  mail_quota_exceeded: {
    pt: 'Limite de envios por e-mail atingido. Tente novamente mais tarde.',
    en: 'The email sending limit was reached. Please try again later.',
    es: 'Se alcanzó el límite de envíos por correo electrónico. Inténtelo de nuevo más tarde.',
  },
  // Spec §8: "500 whose message says the network catalogue is unavailable".
  network_unavailable: {
    pt: 'O catálogo da rede está indisponível: uma das instituições não pôde ser consultada. Tente mais tarde.',
    en: 'The network catalogue is unavailable: one of its institutions could not be reached. Try again later.',
    es: 'El catálogo de la red no está disponible: una de sus instituciones no pudo consultarse. Inténtelo más tarde.',
  },
  query_timeout: {
    pt: 'A consulta demorou demais e foi interrompida. Tente uma pesquisa mais específica.',
    en: 'The query took too long and was stopped. Try a more specific search.',
    es: 'La consulta tardó demasiado y se interrumpió. Pruebe una búsqueda más específica.',
  },
  invalid_token: {
    pt: 'Sessão inválida ou expirada. Entre novamente.',
    en: 'Invalid or expired session. Please sign in again.',
    es: 'Sesión no válida o caducada. Inicie sesión de nuevo.',
  },
  invalid_credentials: {
    pt: 'Usuário ou senha incorretos.',
    en: 'The login or password is incorrect.',
    es: 'El usuario o la contraseña son incorrectos.',
  },
  invalid_grant: {
    pt: 'Sua sessão expirou. Entre novamente.',
    en: 'Your session has expired. Please sign in again.',
    es: 'Su sesión ha caducado. Inicie sesión de nuevo.',
  },
  invalid_client: {
    pt: 'Aplicação cliente não autorizada para esta operação.',
    en: 'The client application is not allowed to do this.',
    es: 'La aplicación cliente no está autorizada para esta operación.',
  },
  unsupported_grant_type: {
    pt: 'Erro na requisição de login. Tente novamente.',
    en: 'Error in the login request. Please try again.',
    es: 'Error en la solicitud de inicio de sesión. Inténtelo de nuevo.',
  },
  account_data_required: {
    pt: 'Informe os dados da sua conta.',
    en: 'Enter your account data.',
    es: 'Introduzca los datos de su cuenta.',
  },
  password_required: {
    pt: 'Informe a sua senha.',
    en: 'Enter your password.',
    es: 'Introduzca su contraseña.',
  },
  captcha_required: {
    pt: 'Confirme que você não é um robô.',
    en: 'Confirm that you are not a robot.',
    es: 'Confirme que no es un robot.',
  },
  captcha_invalid: {
    pt: 'A verificação do captcha é inválida ou expirou. Tente novamente.',
    en: 'The captcha check is invalid or has expired. Please try again.',
    es: 'La verificación del captcha no es válida o ha caducado. Inténtelo de nuevo.',
  },
  too_many_attempts: {
    pt: 'Muitas tentativas consecutivas. Aguarde e tente novamente.',
    en: 'Too many consecutive attempts. Please wait and try again.',
    es: 'Demasiados intentos consecutivos. Espere e inténtelo de nuevo.',
  },
  ACESSO_BLOQUEADO: {
    pt: 'Senha bloqueada por excesso de tentativas. Use "Esqueci minha senha".',
    en: 'Password blocked after too many attempts. Use "Forgot password".',
    es: 'Contraseña bloqueada por exceso de intentos. Use "Olvidé mi contraseña".',
  },
  current_password_incorrect: {
    pt: 'A senha atual não confere.',
    en: 'The current password is not correct.',
    es: 'La contraseña actual no es correcta.',
  },
  password_rules: {
    pt: 'A nova senha não atende aos critérios de segurança.',
    en: 'The new password does not meet the security criteria.',
    es: 'La nueva contraseña no cumple los criterios de seguridad.',
  },
  recovery_code_invalid: {
    pt: 'Código de verificação inválido ou expirado. Solicite um novo código.',
    en: 'Invalid or expired verification code. Ask for a new code.',
    es: 'Código de verificación no válido o caducado. Solicite un nuevo código.',
  },
  invalid_email_address: {
    pt: 'Endereço de e-mail inválido no campo {field}.',
    en: 'Invalid email address in field {field}.',
    es: 'Dirección de correo electrónico no válida en el campo {field}.',
  },
  invalid_date: {
    pt: 'Data inválida no campo {field}.',
    en: 'Invalid date in field {field}.',
    es: 'Fecha no válida en el campo {field}.',
  },
  invalid_cpf: {
    pt: 'CPF inválido no campo {field}: informe os 11 dígitos, somente números.',
    en: 'Invalid tax number (CPF) in field {field}: enter its 11 digits, digits only.',
    es: 'CPF no válido en el campo {field}: indique los 11 dígitos, solo números.',
  },
  invalid_phone: {
    pt: 'Telefone inválido no campo {field}: use dígitos, hífen, parênteses e espaço, até 16 caracteres.',
    en: 'Invalid phone in field {field}: use digits, hyphen, parentheses and space, up to 16 characters.',
    es: 'Teléfono no válido en el campo {field}: use dígitos, guion, paréntesis y espacio, hasta 16 caracteres.',
  },
  oidc_access_denied: {
    pt: 'Permissão negada pelo provedor de login externo.',
    en: 'Permission denied by the external sign-in provider.',
    es: 'Permiso denegado por el proveedor de inicio de sesión externo.',
  },
  oidc_token_invalid: {
    pt: 'Erro na validação do token do login externo. Tente entrar novamente.',
    en: 'The external sign-in token could not be validated. Please sign in again.',
    es: 'Error en la validación del token del inicio de sesión externo. Vuelva a iniciar sesión.',
  },
  oidc_user_not_found: {
    pt: 'Usuário não encontrado. Use as mesmas credenciais cadastradas na biblioteca.',
    en: 'User not found. Use the same credentials registered with the library.',
    es: 'Usuario no encontrado. Use las mismas credenciales registradas en la biblioteca.',
  },
  oidc_error: {
    pt: 'Erro no login externo. Tente novamente mais tarde.',
    en: 'External sign-in failed. Please try again later.',
    es: 'Error en el inicio de sesión externo. Inténtelo de nuevo más tarde.',
  },
  oidc_disabled: {
    pt: 'O login externo não está disponível.',
    en: 'External sign-in is not available.',
    es: 'El inicio de sesión externo no está disponible.',
  },
  redirect_token_invalid: {
    pt: 'O link de acesso é inválido, expirou ou já foi usado. Entre novamente.',
    en: 'The access link is invalid, has expired or was already used. Please sign in again.',
    es: 'El enlace de acceso no es válido, caducó o ya se usó. Inicie sesión de nuevo.',
  },
  redirect_not_configured: {
    pt: 'Este serviço não está configurado pela instituição.',
    en: 'The institution has not configured this service.',
    es: 'La institución no ha configurado este servicio.',
  },
  renewal_select_one: {
    pt: 'Selecione pelo menos um item para renovar.',
    en: 'Select at least one item to renew.',
    es: 'Seleccione al menos un ítem para renovar.',
  },
  hold_select_one: {
    pt: 'Selecione pelo menos uma reserva para cancelar.',
    en: 'Select at least one hold to cancel.',
    es: 'Seleccione al menos una reserva para cancelar.',
  },
  hold_options_required: {
    pt: 'Escolha volume, tomo, parte e material adicional.',
    en: 'Choose the volume, tome, part and additional material.',
    es: 'Elija volumen, tomo, parte y material adicional.',
  },
  hold_copies_available: {
    pt: 'Há exemplares disponíveis para empréstimo: não é possível reservar.',
    en: 'Copies are available for loan: a hold is not possible.',
    es: 'Hay ejemplares disponibles para préstamo: no es posible reservar.',
  },
  hold_not_possible: {
    pt: 'Reserva cancelada: nenhum exemplar em situação que permita reserva.',
    en: 'Hold cancelled: no copy is in a status that permits holds.',
    es: 'Reserva cancelada: ningún ejemplar en una situación que permita reservar.',
  },
  hold_limit_reached: {
    pt: 'Você atingiu o limite de reservas.',
    en: 'You have reached your hold limit.',
    es: 'Alcanzó el límite de reservas.',
  },
  hold_duplicate: {
    pt: 'Você já tem uma reserva deste título nesta biblioteca.',
    en: 'You already have a hold on this title at this library.',
    es: 'Ya tiene una reserva de este título en esta biblioteca.',
  },
  hold_already_borrowed: {
    pt: 'Você já está com um exemplar deste título emprestado.',
    en: 'You already have a copy of this title on loan.',
    es: 'Ya tiene un ejemplar de este título en préstamo.',
  },
  patron_suspended: {
    pt: 'Usuário suspenso até {field}.',
    en: 'Borrower suspended until {field}.',
    es: 'Usuario suspendido hasta {field}.',
  },
  debts_above_limit: {
    pt: 'Há débitos em aberto acima do limite: regularize-os na biblioteca.',
    en: 'Open debts are above the limit: settle them at the library.',
    es: 'Hay débitos pendientes por encima del límite: regularícelos en la biblioteca.',
  },
  loan_limit_reached: {
    pt: 'O usuário atingiu o limite de empréstimos.',
    en: 'The borrower has reached the loan limit.',
    es: 'El usuario alcanzó el límite de préstamos.',
  },
  copy_not_found: {
    pt: 'Nenhum exemplar com este código de barras.',
    en: 'No copy has this barcode.',
    es: 'Ningún ejemplar con este código de barras.',
  },
  copy_not_loanable: {
    pt: 'Este exemplar não pode ser emprestado ({field}).',
    en: 'This copy cannot be lent ({field}).',
    es: 'Este ejemplar no se puede prestar ({field}).',
  },
  copy_reserved_for_other: {
    pt: 'Este exemplar está separado para a reserva de outro usuário.',
    en: 'This copy is set aside for another borrower’s hold.',
    es: 'Este ejemplar está apartado para la reserva de otro usuario.',
  },
  copy_not_on_loan: {
    pt: 'Este exemplar não está emprestado.',
    en: 'This copy is not on loan.',
    es: 'Este ejemplar no está prestado.',
  },
  patron_not_found: {
    pt: 'Usuário não encontrado.',
    en: 'Borrower not found.',
    es: 'Usuario no encontrado.',
  },
  staff_only: {
    pt: 'Esta operação é exclusiva da equipe da biblioteca.',
    en: 'Only library staff may do this.',
    es: 'Solo el personal de la biblioteca puede hacer esto.',
  },
  search_history_off: {
    pt: 'O histórico de pesquisas no servidor está desativado. Ative-o em Itens salvos.',
    en: 'The search history on the server is off. Turn it on in Saved items.',
    es: 'El historial de búsquedas en el servidor está desactivado. Actívelo en Elementos guardados.',
  },
  saved_searches_limit: {
    pt: 'Você já tem 100 pesquisas salvas. Exclua alguma para salvar outra.',
    en: 'You already have 100 saved searches. Delete one to save another.',
    es: 'Ya tiene 100 búsquedas guardadas. Elimine alguna para guardar otra.',
  },
  account_close_not_clear: {
    pt: 'Devolva os empréstimos, quite os débitos e aguarde o fim das suspensões antes de encerrar a conta.',
    en: 'Return your loans, settle your debts and wait for any suspension to end before closing the account.',
    es: 'Devuelva los préstamos, salde las deudas y espere el fin de las suspensiones antes de cerrar la cuenta.',
  },
  teaching_plan_search_empty: {
    pt: 'Preencha ao menos um campo da pesquisa de planos de ensino.',
    en: 'Fill in at least one field of the teaching plan search.',
    es: 'Complete al menos un campo de la búsqueda de planes de enseñanza.',
  },
  payment_exceeds_balance: {
    pt: 'O valor é maior que o saldo do débito.',
    en: 'The amount is more than the debit’s balance.',
    es: 'El importe es mayor que el saldo del débito.',
  },
  debit_settled: {
    pt: 'Este débito já está quitado.',
    en: 'This debit is already settled.',
    es: 'Este débito ya está saldado.',
  },
  dates_out_of_order: {
    pt: 'A data inicial não pode ser posterior à data final.',
    en: 'The start date cannot be after the end date.',
    es: 'La fecha inicial no puede ser posterior a la final.',
  },
  patron_departed: {
    pt: 'Usuário desligado da unidade após a declaração de nada consta: procure a biblioteca para ser readmitido.',
    en: 'Borrower removed from the unit after the no-debts declaration: ask the library to be readmitted.',
    es: 'Usuario desvinculado de la unidad tras la declaración de no adeudo: acuda a la biblioteca para ser readmitido.',
  },
  patron_not_departed: {
    pt: 'Este usuário não está desligado da unidade: não há o que readmitir.',
    en: 'This borrower has not left the unit: there is nothing to readmit.',
    es: 'Este usuario no está desvinculado de la unidad: no hay nada que readmitir.',
  },
  loan_token_invalid: {
    pt: 'Token de empréstimo inválido ou expirado: gere um novo na área pessoal.',
    en: 'Invalid or expired loan token: get a new one in your personal area.',
    es: 'Token de préstamo no válido o caducado: genere uno nuevo en su área personal.',
  },
  loan_token_not_found: {
    pt: 'Você não tem um token de empréstimo válido. Solicite um novo.',
    en: 'You have no valid loan token. Ask for a new one.',
    es: 'No tiene un token de préstamo válido. Solicite uno nuevo.',
  },
  no_debts_not_clear: {
    pt: 'Há empréstimos, débitos ou suspensões em aberto: a declaração de nada consta não pode ser emitida.',
    en: 'There are open loans, debits or suspensions: the no-debts declaration cannot be issued.',
    es: 'Hay préstamos, débitos o suspensiones pendientes: no se puede emitir la declaración de no adeudo.',
  },
  declaration_not_found: {
    pt: 'Declaração não encontrada. Confira o código.',
    en: 'Declaration not found. Check the code.',
    es: 'Declaración no encontrada. Compruebe el código.',
  },
  slip_amount_invalid: {
    pt: 'Informe o valor em centavos inteiros, maior que zero.',
    en: 'Give the amount in whole centavos, above zero.',
    es: 'Indique el importe en centavos enteros, mayor que cero.',
  },
  slip_exceeds_balance: {
    pt: 'O valor é maior que o saldo em aberto nesta biblioteca.',
    en: 'The amount is more than your open balance at this library.',
    es: 'El importe es mayor que su saldo pendiente en esta biblioteca.',
  },
  loan_request_receiving_required: {
    pt: 'Escolha a unidade de recebimento.',
    en: 'Choose the receiving unit.',
    es: 'Elija la unidad de recepción.',
  },
  loan_request_location_required: {
    pt: 'Escolha o local de recebimento.',
    en: 'Choose the receiving location.',
    es: 'Elija el lugar de recepción.',
  },
  loan_request_options_required: {
    pt: 'Escolha o volume, o tomo, a parte e o material adicional.',
    en: 'Choose the volume, tome, part and additional material.',
    es: 'Elija el volumen, el tomo, la parte y el material adicional.',
  },
  phone_required: {
    pt: 'Informe o telefone.',
    en: 'Enter the phone number.',
    es: 'Indique el teléfono.',
  },
  loan_request_address_required: {
    pt: 'Informe o endereço para a entrega em domicílio.',
    en: 'Enter the address for home delivery.',
    es: 'Indique la dirección para la entrega a domicilio.',
  },
  loan_request_limit_or_duplicate: {
    pt: 'Solicitação de empréstimo cancelada: limite excedido ou já existe uma solicitação idêntica.',
    en: 'Loan request cancelled: the limit was exceeded or an identical request exists.',
    es: 'Solicitud de préstamo cancelada: se superó el límite o ya existe una solicitud idéntica.',
  },
  loan_request_no_copies: {
    pt: 'Solicitação de empréstimo cancelada: não há exemplares disponíveis ou todos já foram solicitados.',
    en: 'Loan request cancelled: no copies are available or all have already been requested.',
    es: 'Solicitud de préstamo cancelada: no hay ejemplares disponibles o todos ya fueron solicitados.',
  },
  loan_request_status_invalid: {
    pt: 'A solicitação não pode passar para a situação {field}.',
    en: 'The request cannot move to status {field}.',
    es: 'La solicitud no puede pasar a la situación {field}.',
  },
  closed_stacks_unavailable: {
    pt: 'Esta biblioteca não tem acervo fechado (armazém).',
    en: 'This library has no closed stacks.',
    es: 'Esta biblioteca no tiene depósito cerrado.',
  },
  request_field_required: {
    pt: 'Preencha o campo obrigatório {field}.',
    en: 'Fill in the required field {field}.',
    es: 'Complete el campo obligatorio {field}.',
  },
  request_pages_out_of_order: {
    pt: 'A página inicial não pode ser maior que a página final.',
    en: 'The start page cannot be after the end page.',
    es: 'La página inicial no puede ser mayor que la página final.',
  },
  request_years_out_of_order: {
    pt: 'O ano inicial não pode ser posterior ao ano final.',
    en: 'The first year cannot be after the last year.',
    es: 'El año inicial no puede ser posterior al año final.',
  },
  request_deadline_past: {
    pt: 'O prazo deve ser uma data a partir de amanhã.',
    en: 'The deadline must be a date from tomorrow on.',
    es: 'El plazo debe ser una fecha a partir de mañana.',
  },
  request_limit_reached: {
    pt: 'Você atingiu o limite de solicitações em aberto deste tipo: aguarde o atendimento das anteriores.',
    en: 'You have reached the limit of open requests of this kind: wait for the earlier ones to be answered.',
    es: 'Alcanzó el límite de solicitudes abiertas de este tipo: espere la respuesta de las anteriores.',
  },
  request_status_invalid: {
    pt: 'Esta solicitação já foi respondida.',
    en: 'This request has already been answered.',
    es: 'Esta solicitud ya fue respondida.',
  },
  card_release_required: {
    pt: 'A solicitação de ficha catalográfica é concluída ao liberar a ficha.',
    en: 'A catalogue card request is finished by releasing the card.',
    es: 'La solicitud de ficha catalográfica se concluye al liberar la ficha.',
  },
  card_not_released: {
    pt: 'A ficha catalográfica ainda está em revisão pela biblioteca.',
    en: 'The catalogue card is still being reviewed by the library.',
    es: 'La ficha catalográfica todavía está en revisión por la biblioteca.',
  },
  alert_dates_required: {
    pt: 'Informe a data inicial e a data final para filtrar os alertas.',
    en: 'Enter both the start date and the end date to filter the alerts.',
    es: 'Indique la fecha inicial y la fecha final para filtrar las alertas.',
  },
  journal_profile_type_required: {
    pt: 'Selecione ao menos um tipo de alerta do periódico: fascículo, artigo ou sumário.',
    en: 'Select at least one kind of journal alert: issue, article or table of contents.',
    es: 'Seleccione al menos un tipo de alerta de la revista: fascículo, artículo o sumario.',
  },
  profile_validity_invalid: {
    pt: 'A validade do perfil deve ser uma data entre hoje e dois anos à frente.',
    en: 'The profile’s validity must be a date between today and two years ahead.',
    es: 'La validez del perfil debe ser una fecha entre hoy y dos años más adelante.',
  },
  profile_items_required: {
    pt: 'Escolha ao menos um item para o perfil de interesse.',
    en: 'Choose at least one item for the interest profile.',
    es: 'Elija al menos un elemento para el perfil de interés.',
  },
  profile_item_unknown: {
    pt: 'Item inexistente no campo {field}.',
    en: 'There is no such item in field {field}.',
    es: 'No existe ese elemento en el campo {field}.',
  },
  profile_limit_reached: {
    pt: 'Você atingiu o número máximo de perfis de interesse. Exclua algum antes de incluir outro.',
    en: 'You have reached the most interest profiles allowed. Delete one before adding another.',
    es: 'Alcanzó el número máximo de perfiles de interés. Elimine alguno antes de añadir otro.',
  },
  suggestion_field_required: {
    pt: 'Preencha o campo obrigatório {field} da sugestão de compra.',
    en: 'Fill in the required field {field} of the purchase suggestion.',
    es: 'Complete el campo obligatorio {field} de la sugerencia de compra.',
  },
  suggestion_isbn_issn_invalid: {
    pt: 'ISBN/ISSN inválido: confira os dígitos (ISBN com 10 ou 13, ISSN com 8).',
    en: 'Invalid ISBN/ISSN: check the digits (ISBN 10 or 13, ISSN 8).',
    es: 'ISBN/ISSN no válido: revise los dígitos (ISBN 10 o 13, ISSN 8).',
  },
  suggestion_title_invalid: {
    pt: 'Só é possível sugerir mais exemplares de um título do acervo da instituição.',
    en: 'More copies can only be suggested for a title of this institution’s collection.',
    es: 'Solo se pueden sugerir más ejemplares de un título del acervo de la institución.',
  },
  suggestion_library_invalid: {
    pt: 'Escolha uma biblioteca do campus selecionado.',
    en: 'Choose a library of the selected campus.',
    es: 'Elija una biblioteca del campus seleccionado.',
  },
  suggestion_not_allowed: {
    pt: 'Sua categoria de usuário não permite enviar sugestões de compra.',
    en: 'Your borrower category may not send purchase suggestions.',
    es: 'Su categoría de usuario no permite enviar sugerencias de compra.',
  },
  suggestion_limit_reached: {
    pt: 'Você atingiu o limite de sugestões de compra em análise: aguarde a resposta da biblioteca.',
    en: 'You have reached the limit of purchase suggestions under review: wait for the library’s answer.',
    es: 'Alcanzó el límite de sugerencias de compra en análisis: espere la respuesta de la biblioteca.',
  },
  suggestion_status_invalid: {
    pt: 'A sugestão não pode passar para a situação {field} a partir da situação atual.',
    en: 'The suggestion cannot move to status {field} from its current status.',
    es: 'La sugerencia no puede pasar a la situación {field} desde la situación actual.',
  },
  suggestion_order_required: {
    pt: 'Para encomendar, informe o fornecedor e a quantidade, ou um pedido aberto da mesma biblioteca ({field}).',
    en: 'To order, give the supplier and quantity, or an open order of the same library ({field}).',
    es: 'Para encargar, indique el proveedor y la cantidad, o un pedido abierto de la misma biblioteca ({field}).',
  },
  comment_library_required: {
    pt: 'Escolha a biblioteca do comentário.',
    en: 'Choose the library the comment goes to.',
    es: 'Elija la biblioteca del comentario.',
  },
  comment_text_required: {
    pt: 'Escreva o texto do comentário.',
    en: 'Write the text of the comment.',
    es: 'Escriba el texto del comentario.',
  },
  comment_too_long: {
    pt: `O comentário pode ter no máximo ${COMMENT_MAX_LENGTH} caracteres.`,
    en: `A comment may have at most ${COMMENT_MAX_LENGTH} characters.`,
    es: `El comentario puede tener como máximo ${COMMENT_MAX_LENGTH} caracteres.`,
  },
  comment_pending_limit: {
    pt: 'Muitos comentários aguardando aprovação. O comentário não foi enviado.',
    en: 'Too many comments awaiting approval. The comment was not sent.',
    es: 'Demasiados comentarios en espera de aprobación. El comentario no fue enviado.',
  },
  comments_not_allowed: {
    pt: 'Sua categoria de usuário não pode enviar comentários.',
    en: 'Your patron category may not send comments.',
    es: 'Su categoría de usuario no puede enviar comentarios.',
  },
  comment_already_reviewed: {
    pt: 'Este comentário já foi aprovado ou recusado.',
    en: 'This comment was already approved or rejected.',
    es: 'Este comentario ya fue aprobado o rechazado.',
  },
  permanent_basket_full: {
    pt: `A cesta permanente guarda no máximo ${PERMANENT_BASKET_LIMIT} títulos. Nada foi salvo.`,
    en: `The permanent basket holds at most ${PERMANENT_BASKET_LIMIT} titles. Nothing was saved.`,
    es: `La cesta permanente guarda como máximo ${PERMANENT_BASKET_LIMIT} títulos. No se guardó nada.`,
  },
};

/**
 * The caller's language: the spec's numeric language header (`X-Idioma`, or `idioma`: 1 pt,
 * 3 es, 5 en), else Accept-Language, else Portuguese.
 */
export function requestLanguage(headers: Record<string, string | string[] | undefined>): Lang {
  const code = Number(headers['x-idioma'] ?? headers['idioma']);
  const byCode = Object.entries(API_LANGUAGE_CODES).find(([, value]) => value === code)?.[0];
  if (byCode) return byCode as Lang;
  const accept = String(headers['accept-language'] ?? '').toLowerCase();
  for (const part of accept.split(',')) {
    const lang = part.trim().slice(0, 2);
    if (lang === 'pt' || lang === 'en' || lang === 'es') return lang;
  }
  return 'pt';
}

/** The translated message of an error key, with `{field}` filled in. */
export function errorMessage(key: ErrorKey, lang: Lang, field?: string): string {
  return MESSAGES[key][lang].replace('{field}', field ?? '?');
}

/** More of an error's answer: fields added to the body (`bloqueio`…) and response headers. */
export interface HttpErrorExtras {
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** An error the API answers with as-is: status, stable key, optional field. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly key: ErrorKey,
    readonly field?: string,
    readonly extras: HttpErrorExtras = {},
  ) {
    super(key);
    this.name = 'HttpError';
  }
}

export const notFound = () => new HttpError(404, 'not_found');
