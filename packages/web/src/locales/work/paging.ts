/** Texts of the long lists read a page at a time (components/MoreRows.tsx), Spanish and English. */
const es = {
  paging: {
    loadMore: 'Cargar más',
    earlier: 'Mostrar anteriores',
    olderMessages: 'Cargar mensajes anteriores',
    newerMessages: 'Mostrar mensajes más recientes',
    loaded_one: 'Se mostró {{count}} más',
    loaded_other: 'Se mostraron {{count}} más',
    search: 'Buscar por nombre o dirección',
    status: 'Estado',
    allStatuses: 'Todos los estados',
    active: 'Activos',
    noneFound: 'Ningún proyecto coincide con la búsqueda.',
  },
};

const en: typeof es = {
  paging: {
    loadMore: 'Load more',
    earlier: 'Show earlier',
    olderMessages: 'Load older messages',
    newerMessages: 'Show newer messages',
    loaded_one: '{{count}} more shown',
    loaded_other: '{{count}} more shown',
    search: 'Search by name or address',
    status: 'Status',
    allStatuses: 'All statuses',
    active: 'Active',
    noneFound: 'No project matches the search.',
  },
};

export const pagingTexts: { es: typeof es; en: typeof es } = { es, en };
