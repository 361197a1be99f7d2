export {
  type AlternateConnection,
  type FederatedButton,
  type FederatedContext,
  getAlternateConnections,
  getFederatedButtons,
} from './connections.js';
