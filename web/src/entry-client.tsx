import { hydrateDocument } from './hydrate-document';
import { createAppRouter } from './router';
import './styles/global.css';

hydrateDocument(createAppRouter());
