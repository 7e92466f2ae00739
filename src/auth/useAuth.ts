import {useContext} from 'react';
import {AuthContext, type AuthValue} from './AuthProvider';

/** The sign-in state and actions; throws outside the AuthProvider (mounted in src/theme/Root). */
export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
