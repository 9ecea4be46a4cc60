import ipaddr from 'ipaddr.js'

/**
 * Whom the contact limits count, from the client address. IPv4: the address, and its /24 as the network.
 * IPv6: the /64 as the address (one host picks new addresses in its /64 at will) and the /48 as the network
 * (what a provider usually gives one customer). IPv4-mapped IPv6 addresses count as IPv4.
 */
export function clientKeys(ip: string) {
  if (!ipaddr.isValid(ip)) return { address: ip, network: ip }
  const addr = ipaddr.process(ip)
  if (addr.kind() === 'ipv4') {
    const { octets } = addr as ipaddr.IPv4
    return { address: octets.join('.'), network: `${octets.slice(0, 3).join('.')}.0/24` }
  }
  const hex = (addr as ipaddr.IPv6).parts.map((p) => p.toString(16))
  return { address: `${hex.slice(0, 4).join(':')}::/64`, network: `${hex.slice(0, 3).join(':')}::/48` }
}
