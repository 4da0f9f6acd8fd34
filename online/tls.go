package online

// TLS on the host's own server: the server speaks only TLS, with a certificate the host makes
// for itself (self-signed: no authority vouches for a home computer's address). A player's game
// cannot check such a certificate against an authority; it checks it against the match code
// instead: the guests' password on the server is not the code but the code bound to the
// certificate's fingerprint (an HMAC), so a machine in the middle, showing a certificate of its
// own, is refused by the real server and learns nothing it can use there; the fingerprint the
// guest connection was let in with is then the one the seat's own connections require.

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"fmt"
	"math/big"
	"path/filepath"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
)

// certValid is how long a host's certificate is valid: a match may be resumed for years.
const certValid = 10 * 365 * 24 * time.Hour

// selfCert is the host's certificate and key in dir (cert.pem, key.pem), made when missing,
// and the certificate's fingerprint.
func selfCert(dir string) (certFile, keyFile, fp string, err error) {
	certFile, keyFile = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	if _, err := tls.LoadX509KeyPair(certFile, keyFile); err != nil {
		if err := makeCert(certFile, keyFile); err != nil {
			return "", "", "", fmt.Errorf("the server's certificate: %w", err)
		}
	}
	pair, err := tls.LoadX509KeyPair(certFile, keyFile)
	if err != nil {
		return "", "", "", fmt.Errorf("the server's certificate: %w", err)
	}
	return certFile, keyFile, fingerprint(pair.Certificate[0]), nil
}

// makeCert writes a new self-signed certificate (ECDSA P-256) and its key.
func makeCert(certFile, keyFile string) error {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return err
	}
	serial, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 120))
	if err != nil {
		return err
	}
	now := time.Now()
	tmpl := &x509.Certificate{SerialNumber: serial, Subject: pkix.Name{CommonName: "skirmish host"},
		NotBefore: now.Add(-time.Hour), NotAfter: now.Add(certValid), KeyUsage: x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}, DNSNames: []string{"skirmish-host"}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return err
	}
	keyDER, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		return err
	}
	if err := writeFileAtomic(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: keyDER})); err != nil {
		return err
	}
	return writeFileAtomic(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}))
}

// fingerprint is a certificate's SHA-256, in hex.
func fingerprint(der []byte) string {
	sum := sha256.Sum256(der)
	return hex.EncodeToString(sum[:])
}

// guestPassword is the guests' password on the host's own server: the match code (normal)
// bound to the server's certificate.
func guestPassword(code, fp string) string {
	mac := hmac.New(sha256.New, []byte("skirmish guest "+code))
	mac.Write([]byte(fp))
	return hex.EncodeToString(mac.Sum(nil))
}

// errNotTheHost is why a connection to a host's own server was cut: its certificate is not the
// one the seat was let in with.
var errNotTheHost = errors.New("the server's certificate is not the one the host's server showed when you joined: something between you and the host may be reading the link")

// peer notes the certificate a host's own server showed.
type peer struct {
	mu sync.Mutex
	fp string
}

// seen is the fingerprint of the certificate last shown.
func (p *peer) seen() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.fp
}

// ownTLS is a client's TLS on a host's own server: any certificate is taken (none is signed by
// an authority) and its fingerprint noted in p; when pin is set, only that certificate is.
func ownTLS(pin string, p *peer) *tls.Config {
	return &tls.Config{InsecureSkipVerify: true, MinVersion: tls.VersionTLS12,
		VerifyConnection: func(cs tls.ConnectionState) error {
			if len(cs.PeerCertificates) == 0 {
				return errNotTheHost
			}
			fp := fingerprint(cs.PeerCertificates[0].Raw)
			if p != nil {
				p.mu.Lock()
				p.fp = fp
				p.mu.Unlock()
			}
			if pin != "" && fp != pin {
				return errNotTheHost
			}
			return nil
		}}
}

// guestAuth are a guest's options on a host's own server with the code (normal): TLS, and the
// guests' password for the certificate the server shows (noted in p).
func guestAuth(code string, p *peer) []nats.Option {
	return []nats.Option{nats.Secure(ownTLS("", p)), nats.UserInfoHandler(func() (string, string) {
		return "guest", guestPassword(code, p.seen())
	})}
}
